import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { composeCustomerEmail } from './customer-email';

const options = { from: 'leads@moveease.example', siteUrl: 'https://moveease.example/' };
const booking = {
  reference: 'BK-7Q2M9X',
  name: 'Meera <b>Das</b>',
  email: 'meera@example.in',
  service: 'car-shifting',
  moveDate: '2030-03-01',
};

describe('composeCustomerEmail', () => {
  it('confirms a booking with the reference, what was asked, the tracking link and our contacts', () => {
    const mail = composeCustomerEmail('received', 'booking', booking, options)!;
    expect(mail.to).toBe('meera@example.in');
    expect(mail.replyTo).toBe(site.email);
    expect(mail.subject).toBe('We have your booking BK-7Q2M9X');
    const link = 'https://moveease.example/track?reference=BK-7Q2M9X';
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('BK-7Q2M9X');
      expect(part).toContain('Car Shifting');
      expect(part).toContain('Fri, 1 Mar 2030');
      expect(part).toContain(link);
      expect(part).toContain(site.phone.display);
      expect(part).toContain(site.email);
    }
    expect(mail.text).toMatch(/^Hello,\n/);
  });

  it('carries neither the name nor anything typed (pop-up service, route) and loads nothing', () => {
    const lead = {
      ...booking,
      name: 'Meera <b>Das</b>',
      reference: 'QT-ABCDEF',
      service: 'Visit evil.example now',
      origin: 'Pune "east"',
      destination: 'Goa',
      moveType: 'commercial',
    };
    const mail = composeCustomerEmail('received', 'quote', lead, options)!;
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toMatch(/Meera|Das|evil\.example|Pune|Goa/);
    }
    expect(mail.text).toContain('Fri, 1 Mar 2030');
    expect(mail.text).toContain('Commercial');
    expect(mail.html).not.toMatch(/<img|<script|src=["']?http|url\(/i);
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'https://moveease.example/track?reference=QT-ABCDEF',
    ]);
  });

  it('never puts visitor text in a header nor emails an address that is not plain', () => {
    const mail = composeCustomerEmail(
      'booked',
      'booking',
      { ...booking, name: 'A\r\nBcc: x@evil.example' } as typeof booking,
      options,
    )!;
    expect(mail.subject).toBe('Your move is booked: BK-7Q2M9X');
    expect(mail.text).not.toContain('evil.example');
    expect(
      composeCustomerEmail(
        'received',
        'booking',
        { ...booking, email: 'a@b.in\r\nBcc: c@d.in' },
        options,
      ),
    ).toBeUndefined();
    expect(
      composeCustomerEmail('received', 'booking', { ...booking, email: 'Meera <m@b.in>' }, options),
    ).toBeUndefined();
  });

  it('tells what happens next for each step of a booking', () => {
    const subjects = (['booked', 'done', 'cancelled'] as const).map(
      (purpose) => composeCustomerEmail(purpose, 'booking', booking, options)!.subject,
    );
    expect(subjects).toEqual([
      'Your move is booked: BK-7Q2M9X',
      'Your move is done: BK-7Q2M9X',
      'Your booking BK-7Q2M9X is cancelled',
    ]);
    const cancelled = composeCustomerEmail('cancelled', 'booking', booking, options)!;
    expect(cancelled.text).toContain('This booking is cancelled.');
  });

  it('confirms a contact message without echoing the message', () => {
    const mail = composeCustomerEmail(
      'received',
      'contact',
      { reference: 'CT-ABCDEF', email: 'ravi@example.in' },
      options,
    )!;
    expect(mail.subject).toBe('We have your message CT-ABCDEF');
    expect(mail.text).not.toContain('What you asked for');
  });
});
