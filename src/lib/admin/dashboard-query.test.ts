import { describe, expect, it } from 'vitest';
import { dashboardHref, parseDashboardQuery, safeAdminPath } from './dashboard-query';

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
      tab: 'quotes',
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
      tab: 'bookings',
      q: '',
      status: undefined,
      page: 1,
      confirm: undefined,
      done: undefined,
      ref: undefined,
      to: undefined,
    });
    expect(parseDashboardQuery({ tab: ['contacts', 'quotes'], page: '2.5' })).toMatchObject({
      tab: 'contacts',
      page: 1,
    });
  });

  it('writes list URLs without the defaults', () => {
    expect(dashboardHref({ tab: 'bookings', q: '', page: 1 })).toBe('/admin');
    expect(
      dashboardHref({ tab: 'contacts', q: 'a&b', status: 'new', page: 2 }, { done: 'x' }),
    ).toBe('/admin?tab=contacts&q=a%26b&status=new&page=2&done=x');
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
