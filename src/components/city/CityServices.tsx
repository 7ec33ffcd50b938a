import Link from '@/components/ui/LocalLink';
import * as servicesText from '@/content/services';
import type { ServiceSlug } from '@/content/services';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** The services as they work in this city, each linking to its page. */
export function CityServices({ items }: { items: readonly { slug: ServiceSlug; note: string }[] }) {
  const { servicePath, services } = inPageLocale(servicesText);
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => {
        const service = services.find((entry) => entry.slug === item.slug);
        return (
          <li key={item.slug} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h3 className="text-lg font-bold">
              <Link
                prefetch={false}
                href={servicePath(item.slug)}
                className="rounded text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {service?.name ?? item.slug}
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">{item.note}</p>
          </li>
        );
      })}
    </ul>
  );
}
