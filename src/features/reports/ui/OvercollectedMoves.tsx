import Link from 'next/link';
import { reportTexts } from '@/features/reports/content';
import { leadPageHref } from '@/features/leads';
import { formatPaise } from '@/lib/format-inr';

const t = reportTexts.overcollected;

interface Move {
  leadKind: Parameters<typeof leadPageHref>[0];
  leadId: string;
  reference: string;
  collectedPaise: number;
  invoicedPaise: number;
}

/** The owner's warning: moves whose money collected passes what they were invoiced. */
export function OvercollectedMoves({ moves }: { moves: readonly Move[] }) {
  if (moves.length === 0) return null;
  return (
    <section
      aria-labelledby="overcollected-heading"
      className="space-y-2 rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id="overcollected-heading" className="text-lg font-bold">
        {t.title}
      </h2>
      <p>{t.note}</p>
      <ul className="list-disc space-y-1 pl-5">
        {moves.map((move) => (
          <li key={move.leadId}>
            <Link
              href={leadPageHref(move.leadKind, move.leadId)}
              className="font-semibold underline"
            >
              {t.line(
                move.reference,
                formatPaise(move.collectedPaise),
                formatPaise(move.invoicedPaise),
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
