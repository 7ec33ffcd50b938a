import { Phone } from '@/components/ui/line-icons';
import * as homeText from '@/content/home';
import * as siteText from '@/content/site';
import { Container } from '@/components/ui/Container';
import { LinkButton } from '@/components/ui/LinkButton';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** The closing call to action of the standalone section pages. */
export function CtaBand() {
  const { ctaBand } = inPageLocale(homeText);
  const { site } = inPageLocale(siteText);
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-14">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-extrabold sm:text-3xl">
              {ctaBand.heading}
            </h2>
            <p className="mt-2 text-lg text-slate-100">{ctaBand.text}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <LinkButton href={ctaBand.primary.href}>{ctaBand.primary.label}</LinkButton>
            <LinkButton href={`tel:${site.phone.tel}`} variant="onDark">
              <Phone aria-hidden="true" className="size-5" />
              {ctaBand.callLabel} {site.phone.display}
            </LinkButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
