import * as packagesText from '@/content/packages';
import type { BudgetPackage } from '@/content/packages';
import { LinkButton } from '@/components/ui/LinkButton';
import { TickList } from '@/components/ui/TickList';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** The budget packages; the featured one is raised and labelled (spec: Standard is best value). */
export function PackageCards({
  packages,
  nameLevel = 'h3',
}: {
  packages: readonly BudgetPackage[];
  nameLevel?: 'h2' | 'h3';
}) {
  const { bestValueLabel } = inPageLocale(packagesText);
  const Name = nameLevel;
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3">
      {packages.map((pack) => (
        <li
          key={pack.id}
          data-testid={`package-${pack.id}`}
          className={
            'relative flex flex-col rounded-2xl bg-white p-7 shadow-sm ' +
            (pack.featured
              ? 'ring-3 ring-accent-600 lg:-my-3 lg:py-10 lg:shadow-xl'
              : 'ring-1 ring-slate-200')
          }
        >
          {pack.featured ? (
            <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-600 px-4 py-1 text-sm font-bold text-white">
              {bestValueLabel}
            </p>
          ) : null}
          <Name className="text-xl font-bold text-brand-900">{pack.title}</Name>
          <p className="mt-3">
            <span
              className="block text-3xl font-extrabold whitespace-nowrap text-brand-900 sm:text-4xl"
              data-testid="price"
            >
              {pack.price}
            </span>
            <span className="mt-1 block text-slate-600">{pack.priceNote}</span>
          </p>
          <TickList items={pack.features} className="mt-6 flex-1 space-y-3" />
          <LinkButton
            href={pack.cta.href}
            variant={pack.featured ? 'primary' : 'secondary'}
            className="mt-8 w-full"
          >
            {pack.cta.label}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
