import { CircleCheck } from 'lucide-react';

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
        <ul className="space-y-3 self-start rounded-2xl bg-brand-50 p-6">
          {points.map((point) => (
            <li key={point} className="flex gap-3 font-medium text-brand-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
