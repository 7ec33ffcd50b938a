import { Star } from '@/components/ui/line-icons';

/** A 1–5 rating as stars, read out as one phrase (e.g. "Rated 5 out of 5"). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-5 ${n <= rating ? 'fill-accent-500 text-accent-600' : 'text-slate-400'}`}
        />
      ))}
    </p>
  );
}
