import { CircleCheck } from '@/components/ui/line-icons';
import Link from 'next/link';
import { insuranceOptions } from '@/content/insurance';
import { budgetPackages } from '@/content/packages';
import { pricingPage } from '@/content/pricing';
import { bookingPath, servicePath, services, type ServiceSlug } from '@/content/services';
import { storageOptions } from '@/content/storage';
import { InsuranceOptionCards } from '@/components/services/InsuranceOptionCards';
import { PackageCards } from '@/components/services/PackageCards';
import { StorageOptionCards } from '@/components/services/StorageOptionCards';
import { ClosingBand } from '@/components/services/ClosingBand';
import { Section } from '@/components/ui/Section';
import { LinkButton } from '@/components/ui/LinkButton';
import { estimateCta } from '@/features/estimate/content/estimate';
import { PageHeader } from './PageHeader';

const estimateLink = estimateCta();

function MoreLink({ slug }: { slug: ServiceSlug }) {
  const name = services.find((service) => service.slug === slug)?.name;
  return (
    <p className="mt-6">
      <Link
        prefetch={false}
        href={servicePath(slug)}
        className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
      >
        {pricingPage.moreLink}: {name}
      </Link>
    </p>
  );
}

/** Every price the site shows, read from the same entries as the service pages. */
export function PricingPage() {
  const page = pricingPage;
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <p className="mt-6">
          <LinkButton href={estimateLink.href}>{estimateLink.label}</LinkButton>
        </p>
      </PageHeader>
      <Section
        id="packages"
        headingId="packages-heading"
        title={page.packagesTitle}
        intro={page.packagesIntro}
      >
        <PackageCards packages={budgetPackages} />
        <MoreLink slug="smartmovebudget" />
      </Section>
      <Section
        id="storage"
        headingId="storage-heading"
        title={page.storageTitle}
        intro={page.storageIntro}
        tone="tint"
      >
        <StorageOptionCards options={storageOptions} />
        <MoreLink slug="safestorage" />
      </Section>
      <Section
        id="insurance"
        headingId="insurance-heading"
        title={page.insuranceTitle}
        intro={page.insuranceIntro}
      >
        <InsuranceOptionCards options={insuranceOptions} />
        <MoreLink slug="insurance" />
      </Section>
      <Section headingId="notes-heading" title={page.notesTitle} tone="tint">
        <ul className="grid gap-3 sm:grid-cols-2">
          {page.notes.map((note) => (
            <li key={note} className="flex gap-3 text-lg text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-green-700" />
              {note}
            </li>
          ))}
        </ul>
      </Section>
      <ClosingBand
        title={page.closingTitle}
        text={page.closingText}
        ctas={[
          { label: page.bookCta, href: bookingPath() },
          { label: page.quoteCta, href: servicePath('quotation'), variant: 'secondary' },
        ]}
      />
    </>
  );
}
