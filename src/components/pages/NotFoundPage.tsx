import { StaticImage } from '@/components/ui/StaticImage';
import Link from '@/components/ui/LocalLink';
import * as notFoundText from '@/content/not-found';
import { Container } from '@/components/ui/Container';
import { LinkButton } from '@/components/ui/LinkButton';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * The branded 404's content: inside the public frame of app/global-not-found.tsx (a URL that
 * matches no route) or of the marketing layout (a notFound() in a public page).
 */
export function NotFoundPage() {
  const { notFoundPage } = inPageLocale(notFoundText);
  return (
    <Container className="grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-2">
      <div>
        <p className="text-lg font-bold text-accent-600">{notFoundPage.code}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
          {notFoundPage.heading}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{notFoundPage.text}</p>
        <LinkButton href={notFoundPage.home.href} className="mt-8">
          {notFoundPage.home.label}
        </LinkButton>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          {notFoundPage.links.map((link) => (
            <li key={link.href}>
              <Link
                prefetch={false}
                href={link.href}
                className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <StaticImage
        src="/art/wrong-turn.svg"
        alt=""
        width={480}
        height={300}
        className="mx-auto h-auto w-full max-w-lg"
      />
    </Container>
  );
}
