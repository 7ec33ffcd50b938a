import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { vitalsTexts } from '@/features/vitals/content';
import { formatVital, VitalsTable } from './VitalsTable';

describe('VitalsTable', () => {
  it('shows one row per page with each metric’s p75, its rating in words and its count', () => {
    const out = renderToStaticMarkup(
      <VitalsTable
        days={28}
        items={[
          { route: '/faq', metric: 'LCP', p75: 4500, count: 12, rating: 'poor' },
          { route: '/', metric: 'LCP', p75: 1800, count: 3, rating: 'good' },
          { route: '/', metric: 'CLS', p75: 0.15, count: 1, rating: 'needs-improvement' },
        ]}
      />,
    );
    const rows = out.split('<tr>').slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('>/</th>');
    expect(rows[0]).toContain('1.80 s');
    expect(rows[0]).toContain('Good');
    expect(rows[0]).toContain('0.150');
    expect(rows[0]).toContain('Needs improvement');
    expect(rows[0]).toContain('1 report<');
    expect(rows[1]).toContain('>/faq</th>');
    expect(rows[1]).toContain('4.50 s');
    expect(rows[1]).toContain('Poor');
    expect(rows[1]).toContain('12 reports');
    expect(rows[1]?.match(new RegExp(vitalsTexts.noData, 'g'))).toHaveLength(4);
  });

  it('says it in plain words first: how many pages open fast, and each page’s opening, taps and steadiness', () => {
    const out = renderToStaticMarkup(
      <VitalsTable
        days={28}
        items={[
          { route: '/faq', metric: 'LCP', p75: 4500, count: 12, rating: 'poor' },
          { route: '/', metric: 'LCP', p75: 1800, count: 3, rating: 'good' },
          { route: '/', metric: 'INP', p75: 120, count: 3, rating: 'good' },
          { route: '/', metric: 'CLS', p75: 0.15, count: 1, rating: 'needs-improvement' },
        ]}
      />,
    );
    const plain = out.slice(0, out.indexOf('<details'));
    expect(plain).toContain(vitalsTexts.plain.summary(1, 2));
    expect(plain).toContain(vitalsTexts.plain.LCP.good('1.80 s'));
    expect(plain).toContain(vitalsTexts.plain.INP.good('120 ms'));
    expect(plain).toContain(vitalsTexts.plain.CLS['needs-improvement']());
    expect(plain).toContain(vitalsTexts.plain.LCP.poor('4.50 s'));
    expect(plain).toContain(vitalsTexts.plain.noReports.INP);
    expect(plain).not.toContain('<table');
    expect(out.slice(out.indexOf('<details'))).toContain('<table');
  });

  it('says no visitor has reported rather than drawing an empty table', () => {
    const out = renderToStaticMarkup(<VitalsTable days={28} items={[]} />);
    expect(out).toContain(vitalsTexts.empty(28));
    expect(out).not.toContain('<table');
  });

  it('formats timings in ms under a second (always for INP), seconds above, CLS bare', () => {
    expect(formatVital('TTFB', 420)).toBe('420 ms');
    expect(formatVital('INP', 1250)).toBe('1250 ms');
    expect(formatVital('LCP', 2500)).toBe('2.50 s');
    expect(formatVital('CLS', 0.1)).toBe('0.100');
  });
});
