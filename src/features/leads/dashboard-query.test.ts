import { describe, expect, it } from 'vitest';
import { LEAD_KIND_KEYS } from '@/features/leads/lead-kinds';
import { dashboardHref, leadPageHref, parseDashboardQuery, safeAdminPath } from './dashboard-query';

describe('dashboard query', () => {
  it('reads a full URL and falls back to defaults for anything unknown', () => {
    expect(
      parseDashboardQuery({
        tab: 'quotes',
        q: '  ravi ',
        status: 'done',
        page: '3',
        confirm: '0F8FAD5B-D9CB-469F-A165-70867728950E',
        done: 'status',
        ref: 'QT-7Q2M9X',
        to: 'booked',
      }),
    ).toEqual({
      kind: 'quote',
      q: 'ravi',
      status: 'done',
      page: 3,
      confirm: '0f8fad5b-d9cb-469f-a165-70867728950e',
      done: 'status',
      ref: 'QT-7Q2M9X',
      to: 'booked',
    });
    expect(
      parseDashboardQuery({
        tab: 'parcels',
        status: 'lost',
        page: '-2',
        ref: '<b>x</b>',
        done: 'x',
      }),
    ).toEqual({
      kind: 'booking',
      q: '',
      status: undefined,
      page: 1,
      confirm: undefined,
      done: undefined,
      ref: undefined,
      to: undefined,
    });
    expect(parseDashboardQuery({ tab: ['contacts', 'quotes'], page: '2.5' })).toMatchObject({
      kind: 'contact',
      page: 1,
    });
  });

  it('writes list URLs without the defaults', () => {
    expect(dashboardHref({ kind: 'booking', q: '', page: 1 })).toBe('/admin');
    expect(
      dashboardHref({ kind: 'contact', q: 'a&b', status: 'new', page: 2 }, { done: 'x' }),
    ).toBe('/admin?tab=contacts&q=a%26b&status=new&page=2&done=x');
    expect(dashboardHref({ kind: 'subscriber', q: '', page: 1 })).toBe('/admin?tab=subscribers');
  });

  it('reads back every kind from the ?tab= it writes, and names the lead page by the same word', () => {
    for (const kind of LEAD_KIND_KEYS) {
      const href = dashboardHref({ kind, q: '', page: 1 });
      const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
      expect(parseDashboardQuery(params).kind).toBe(kind);
    }
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(leadPageHref('quote', id)).toBe(`/admin/leads/quotes/${id}`);
    expect(leadPageHref('booking', id)).toBe(`/admin/leads/bookings/${id}`);
  });

  it('only returns to paths inside the admin area after sign-in', () => {
    expect(safeAdminPath('/admin?tab=quotes&q=QT-7Q2M9X')).toBe('/admin?tab=quotes&q=QT-7Q2M9X');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/admin//evil',
      '/administrator',
      '/\\evil',
      3,
    ])
      expect(safeAdminPath(bad)).toBe('/admin');
  });
});
