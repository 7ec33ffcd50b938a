import { TickList } from '@/components/ui/TickList';

export function ProseBlock({
  paragraphs,
  points,
}: {
  paragraphs: readonly string[];
  points?: readonly string[];
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-4 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {points ? (
        <TickList
          items={points}
          className="space-y-3 self-start rounded-2xl bg-brand-50 p-6"
          itemClassName="font-medium text-brand-900"
          circled
        />
      ) : null}
    </div>
  );
}
