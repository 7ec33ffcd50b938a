import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dashboardTexts, overdueTexts } from '@/features/leads/content/staff';
import { leadListTexts } from '@/features/leads/content/lead-list';
import { parseDashboardQuery } from '@/features/leads/dashboard-query';
import { fakeLead } from '../../../../../tests/support/fake-leads';
import { listItemOf, type LeadListItem } from '@/features/leads/lead-list-item';
import { LeadList } from './LeadList';

const query = (params: Record<string, string> = {}) => parseDashboardQuery(params);
const html = (element: React.ReactElement) => renderToStaticMarkup(element);
const row = (overrides: Record<string, string> = {}): LeadListItem => {
  const lead = fakeLead('booking', 1, overrides);
  return listItemOf({
    ...lead,
    kind: 'booking',
    status: 'new',
    message: lead.message ?? null,
    estimate: lead.estimate ?? null,
    assigneeId: lead.assigneeId ?? null,
    followUpOn: lead.followUpOn ?? null,
  } as never);
};

describe('LeadList', () => {
  it('tells a refused or stopped search apart from a store failure, and a capped one', () => {
    const limited = html(<LeadList query={query({ q: 'a' })} list="search-limited" />);
    expect(limited).toContain(dashboardTexts.searchLimited);
    expect(limited).not.toContain('cannot be read');
    expect(html(<LeadList query={query({ q: 'a' })} list="search-too-slow" />)).toContain(
      dashboardTexts.searchTooSlow,
    );
    const capped = html(
      <LeadList
        query={query({ q: 'a' })}
        list={{ items: [row()], total: 1000, pageSize: 50, capped: true }}
      />,
    );
    expect(capped).toContain('of the newest 1,000 matches');
  });

  it('marks a new lead received at or before the overdue cut, on its row', () => {
    const cut = '2026-11-30T03:40:00.000Z';
    const list = (createdAt: string, status = 'new') => ({
      items: [{ ...row({ createdAt }), status } as LeadListItem],
      total: 1,
      pageSize: 50,
      overdueBefore: cut,
    });
    const badges = (out: string) => out.split(`>${overdueTexts.badge}<`).length - 1;
    expect(badges(html(<LeadList query={query()} list={list(cut)} />))).toBe(1);
    expect(badges(html(<LeadList query={query()} list={list('2026-11-30T03:41:00.000Z')} />))).toBe(
      0,
    );
    expect(badges(html(<LeadList query={query()} list={list(cut, 'contacted')} />))).toBe(0);
  });

  it('shows an error, never “No bookings found”, when the store cannot be read', () => {
    const out = html(<LeadList query={query()} list="unavailable" />);
    expect(out).toContain('role="alert"');
    expect(out).toContain('cannot be read');
    expect(out).not.toContain('No bookings found');
    expect(out).not.toContain('<table');
  });

  it('says “No bookings found” only when there are none, and “no match” for a search', () => {
    const none = { items: [], total: 0, pageSize: 50 };
    expect(html(<LeadList query={query()} list={none} />)).toContain('No bookings found');
    const searched = html(<LeadList query={query({ q: 'ravi' })} list={none} />);
    expect(searched).toContain('No bookings match this search.');
    expect(searched).not.toContain('No bookings found');
    expect(html(<LeadList query={query({ tab: 'subscribers' })} list={none} />)).toContain(
      'No newsletter subscribers found',
    );
  });

  it('says where a search found nothing on this tab but leads of other kinds, and links to All', () => {
    const none = { items: [], total: 0, pageSize: 50 };
    const out = html(<LeadList query={query({ q: 'CT-ABCDEF' })} list={none} elsewhere={1} />);
    expect(out).toContain(leadListTexts.elsewhere(1, 'bookings'));
    expect(out).toContain('href="/admin?tab=all&amp;q=CT-ABCDEF"');
  });

  it('gives each row one link to its page and no form; the All tab names the kind', () => {
    const out = html(
      <LeadList query={query({ tab: 'all' })} list={{ items: [row()], total: 1, pageSize: 50 }} />,
    );
    expect(out).not.toContain('<form');
    expect(out).not.toContain('<select');
    expect(out.match(/<a /g)).toHaveLength(1);
    expect(out).toContain('booking · ');
  });

  it('points past the last page to the last one instead of claiming there are none', () => {
    const out = html(
      <LeadList query={query({ page: '9' })} list={{ items: [], total: 120, pageSize: 50 }} />,
    );
    expect(out).toContain(dashboardTexts.pastLastPage(9, 3));
    expect(out).not.toContain('No bookings found');
  });

  it('renders visitor-typed markup as text in the rows', () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const out = html(
      <LeadList
        query={query()}
        list={{ items: [row({ name: evil, message: evil })], total: 1, pageSize: 50 }}
      />,
    );
    // (React adds one <script> of its own for forms with server actions; none comes from the lead.)
    expect(out).not.toContain('<script>alert');
    expect(out).not.toContain('<img');
    expect(out).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
  });
});
