import type { IconName } from '@/content/icons';
import { Icon } from '@/components/ui/Icon';

interface Props {
  icon: IconName;
  title: string;
  text: string;
  /** One level below the section's heading. */
  headingLevel?: 'h2' | 'h3';
}

/** A rounded card with an icon, a title (h3) and a short text. */
export function IconCard({ icon, title, text, headingLevel: Heading = 'h3' }: Props) {
  return (
    <div className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-orange-50 text-accent-600">
        <Icon name={icon} />
      </span>
      <Heading className="mt-4 text-lg font-bold text-brand-900">{title}</Heading>
      <p className="mt-2 text-slate-700">{text}</p>
    </div>
  );
}
