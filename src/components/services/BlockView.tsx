import type { Block } from '@/content/service-pages';
import { Accordion } from '@/components/ui/Accordion';
import { Section } from '@/components/ui/Section';
import { Checklist } from './Checklist';
import { CtaRow } from './CtaRow';
import { FeatureCards } from './FeatureCards';
import { Gallery } from './Gallery';
import { InsuranceOptionCards } from './InsuranceOptionCards';
import { PackageCards } from './PackageCards';
import { ProseBlock } from './ProseBlock';
import { QuoteBlock } from './QuoteBlock';
import { StepList } from './StepList';
import { StorageOptionCards } from './StorageOptionCards';

function BlockBody({ block }: { block: Block }) {
  switch (block.kind) {
    case 'features':
      return <FeatureCards items={block.items} />;
    case 'checklist':
      return <Checklist items={block.items} excluded={block.excluded} />;
    case 'steps':
      return <StepList items={block.items} />;
    case 'prose':
      return <ProseBlock paragraphs={block.paragraphs} points={block.points} />;
    case 'faq':
      return <Accordion name={block.id ?? 'service-faq'} items={block.items} />;
    case 'gallery':
      return <Gallery pictures={block.pictures} />;
    case 'packages':
      return <PackageCards packages={block.packages} />;
    case 'storage':
      return <StorageOptionCards options={block.options} />;
    case 'insurance':
      return (
        <>
          <InsuranceOptionCards options={block.options} />
          <p className="mt-6 rounded-xl bg-brand-50 px-5 py-4 font-semibold text-brand-900">
            {block.note}
          </p>
        </>
      );
    case 'quote':
      return <QuoteBlock reasonsTitle={block.reasonsTitle} reasons={block.reasons} />;
  }
}

/** One section of a service page: its heading, intro, body and any buttons under it. */
export function BlockView({ block, index }: { block: Block; index: number }) {
  const key = block.id ?? `section-${index + 1}`;
  return (
    <Section
      id={block.id}
      headingId={`${key}-heading`}
      title={block.title}
      intro={block.intro}
      tone={index % 2 === 0 ? 'white' : 'tint'}
    >
      <BlockBody block={block} />
      {block.ctas ? <CtaRow ctas={block.ctas} className="mt-10" /> : null}
    </Section>
  );
}
