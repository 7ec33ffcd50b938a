import Link from 'next/link';
import { languageNames } from '@/content/language-names';
import { channelLabels } from '@/features/leads/content/staff';
import { htmlLang } from '@/lib/i18n/locales';
import { bookingServiceLabel } from '@/features/leads/content/booking';
import { leadListTexts as t } from '@/features/leads/content/lead-list';
import { leadPageHref } from '@/features/leads/dashboard-query';
import { formatDay, formatReceived } from '@/features/leads/format';
import type { LeadListItem } from '@/features/leads/lead-list-item';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { isOverdue, StatusBadge } from './LeadValue';
import { focusRing } from '@/components/admin/styles';

/** What a row says about the move, in one line: when, where from and to, what service. */
function moveLine(item: LeadListItem): string | null {
  const parts = [
    item.moveDate ? t.moving(formatDay(item.moveDate)) : null,
    item.from || item.to ? t.route(item.from, item.to) : null,
    item.service ? bookingServiceLabel(item.service) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The list on a phone and a desk alike: a few lines per lead (reference, status, name; the
 * move; who has it and when to follow up), each row one link to the lead's page, where every
 * action is. A reference never breaks (no wrap inside it); a line too long for the screen ends
 * in … rather than growing the row.
 */
export function LeadRows({
  items,
  names,
  me,
  today,
  showKind,
  overdueBefore,
  label,
}: {
  items: LeadListItem[];
  /** Staff names by id, for the assignee. */
  names: ReadonlyMap<string, string>;
  me?: string;
  today: string;
  /** On the All tab each row says which kind it is. */
  showKind: boolean;
  /** New leads received at or before this instant (ISO) are overdue (lib/office-hours). */
  overdueBefore?: string;
  label: string;
}) {
  return (
    <ol
      aria-label={label}
      className="divide-y divide-slate-200 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
    >
      {items.map((item) => {
        const move = moveLine(item);
        const assignee = item.assigneeId
          ? item.assigneeId === me
            ? t.you
            : (names.get(item.assigneeId) ?? null)
          : null;
        const followUp = item.followUpOn
          ? item.followUpOn < today
            ? t.overdue(formatDay(item.followUpOn))
            : t.followUp(formatDay(item.followUpOn))
          : null;
        return (
          <li
            key={`${item.kind}-${item.id}`}
            className="relative px-3 py-2 hover:bg-slate-50 md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_minmax(0,2fr)] md:items-center md:gap-4"
          >
            {/* One line each on a phone (cut with …): the lead's page has the rest. */}
            <p className="flex min-w-0 items-center gap-2">
              <Link
                href={leadPageHref(item.kind, item.id)}
                className={`shrink-0 whitespace-nowrap font-mono font-semibold text-brand-800 underline decoration-brand-700/40 underline-offset-2 after:absolute after:inset-0 after:content-[''] ${focusRing}`}
              >
                {item.reference}
              </Link>
              <span className="shrink-0">
                <StatusBadge status={item.status} overdue={isOverdue(item, overdueBefore)} />
              </span>
              <span className="min-w-0 truncate font-semibold text-slate-900">
                {item.name || t.noName}
              </span>
              {item.language !== 'en' ? (
                <span
                  lang={htmlLang[item.language]}
                  className="shrink-0 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
                  data-testid="lead-language"
                >
                  {languageNames[item.language]}
                </span>
              ) : null}
            </p>
            <p className="truncate text-sm text-slate-700">
              {move ?? t.received(formatReceived(item.createdAt))}
            </p>
            <p className="truncate text-sm text-slate-600">
              {showKind ? `${LEAD_KINDS[item.kind].labels.one} · ` : ''}
              {item.channel ? `${channelLabels[item.channel]} · ` : ''}
              {assignee ? t.assigned(assignee) : t.unassigned}
              {followUp ? (
                <>
                  {' · '}
                  <span
                    className={
                      item.followUpOn! < today ? 'font-semibold text-red-800' : 'text-slate-700'
                    }
                  >
                    {followUp}
                  </span>
                </>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
