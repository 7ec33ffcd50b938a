import { kindOfStaffType, LEAD_KINDS } from '@/features/leads/lead-kinds';
import {
  LEAD_STATUSES,
  type AnyLeadRow,
  type LeadKind,
  type LeadStatus,
} from '@/features/leads/lead-types';
import type { LeadListItem, LeadSort } from './lead-list-item';
import { LEAD_SORTS } from './lead-list-item';

/** What the dashboard page shows (server/admin/dashboard.ts loads it). */
export type DashboardData =
  | { state: 'signed-out' }
  | {
      state: 'ready';
      list:
        | {
            items: LeadListItem[];
            total: number;
            page: number;
            pageSize: number;
            capped?: true;
            /** New leads received at or before this instant (ISO) are overdue (lib/office-hours). */
            overdueBefore?: string;
          }
        | 'unavailable'
        /** The account searched too often (a few seconds' pause), or the search was stopped. */
        | 'search-limited'
        | 'search-too-slow';
      counts: Record<LeadKind, number> | 'unavailable';
      confirming?: AnyLeadRow;
      /** What the signed-in role may do here (lib/admin/rights): no button for what it may not. */
      may?: { export: boolean; delete: boolean };
      /** Who may be chosen in the assignee filter, and whose name a row shows. */
      people: { id: string; name: string }[];
      /** The signed-in person's id: their own leads say "You". */
      me?: string;
      /**
       * A search on one kind's tab that found nothing there: how many leads of other kinds
       * match (the list then offers the All tab), or undefined when none do or it was not asked.
       */
      elsewhere?: number;
    };

/** Everything the dashboard shows is in its URL, so it works without JavaScript and can be shared. */
export interface DashboardQuery {
  /**
   * The tab: the URL's ?tab= holds the kind's staff name (`LEAD_KINDS[kind].type`), or `all`
   * for every kind at once.
   */
  kind: LeadKind | 'all';
  q: string;
  status?: LeadStatus;
  sort?: LeadSort;
  /** A staff account's id, or 'none' (nobody on it). */
  assignee?: string;
  city?: string;
  /** Where the leads came from: a source's one word (lib/lead-source), e.g. `google`, `direct`. */
  source?: string;
  page: number;
  /** A lead waiting for its delete to be confirmed. */
  confirm?: string;
  /** What the last change did: shown once as a notice. */
  done?: 'status' | 'deleted' | 'missing' | 'failed' | 'forbidden';
  ref?: string;
  to?: LeadStatus;
}

type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(list: readonly T[], value: string | undefined) =>
  list.find((item) => item === value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[A-Z]{2}-[A-Z0-9]{6}$/;
const DONE = ['status', 'deleted', 'missing', 'failed', 'forbidden'] as const;

/** A source filter as its labels are stored: lower-case, trimmed, bounded; empty is none. */
export function sourceFilterOf(value: string | undefined): string | undefined {
  const label = (value ?? '').trim().toLowerCase().slice(0, 253);
  return label || undefined;
}

/** Reads the URL leniently: anything unknown falls back to the default instead of failing. */
export function parseDashboardQuery(params: Params): DashboardQuery {
  const page = Number(one(params.page));
  const ref = one(params.ref);
  const confirm = one(params.confirm);
  return {
    kind: one(params.tab) === 'all' ? 'all' : (kindOfStaffType(one(params.tab)) ?? 'booking'),
    q: (one(params.q) ?? '').trim().slice(0, 200),
    status: oneOf(LEAD_STATUSES, one(params.status)),
    sort: oneOf(LEAD_SORTS, one(params.sort)),
    assignee: assigneeOf(one(params.assignee)),
    city: (one(params.city) ?? '').trim().slice(0, 120) || undefined,
    source: sourceFilterOf(one(params.source)),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    confirm: confirm && UUID.test(confirm) ? confirm.toLowerCase() : undefined,
    done: oneOf(DONE, one(params.done)),
    ref: ref && REFERENCE.test(ref) ? ref : undefined,
    to: oneOf(LEAD_STATUSES, one(params.to)),
  };
}

const assigneeOf = (value: string | undefined) =>
  value === 'none' || (value && UUID.test(value)) ? value.toLowerCase() : undefined;

/** The tab's name in the URL: a kind's staff name, or `all`. */
export const tabOf = (kind: LeadKind | 'all') => (kind === 'all' ? 'all' : LEAD_KINDS[kind].type);

/** The dashboard URL for a list state (tab, search, filters, page) plus extras; defaults left out. */
export function dashboardHref(
  query: Pick<DashboardQuery, 'kind' | 'q' | 'status' | 'page'> &
    Partial<Pick<DashboardQuery, 'sort' | 'assignee' | 'city' | 'source'>>,
  extra: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams();
  if (query.kind !== 'booking') params.set('tab', tabOf(query.kind));
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.sort && query.sort !== 'received') params.set('sort', query.sort);
  if (query.assignee) params.set('assignee', query.assignee);
  if (query.city) params.set('city', query.city);
  if (query.source) params.set('source', query.source);
  if (query.page > 1) params.set('page', String(query.page));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `/admin?${search}` : '/admin';
}

/** A lead's own page: /admin/leads/{its kind's staff name}/{id}. */
export function leadPageHref(kind: LeadKind, id: string): string {
  return `/admin/leads/${LEAD_KINDS[kind].type}/${id}`;
}

/** Where to go after sign-in: only a path inside the admin area, never another site. */
export function safeAdminPath(value: unknown): string {
  if (typeof value !== 'string') return '/admin';
  return /^\/admin(?:[/?#]|$)/.test(value) && !/[\\\s]|\/\//.test(value) ? value : '/admin';
}
