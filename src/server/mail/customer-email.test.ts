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
      expect(part).toContain('Fri, 1 Mar, 2030');
      expect(part).toContain(link);
      expect(part).toContain(site.phone.display);
      expect(part).toContain(site.email);
    }
    expect(mail.text).toContain('Hello Meera <b>Das</b>,');
  });

  it('escapes what the visitor typed in the HTML part and loads nothing from anywhere', () => {
    const mail = composeCustomerEmail(
      'received',
      'quote',
      {
        ...booking,
        reference: 'QT-ABCDEF',
        service: '<img src=x onerror=alert(1)>',
        origin: 'Pune "east"',
        destination: 'Goa',
      },
      options,
    )!;
    expect(mail.html).toContain('Hello Meera &lt;b&gt;Das&lt;/b&gt;,');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Pune &quot;east&quot; → Goa');
    expect(mail.html).not.toMatch(/<img|<script|src=["']?http|url\(/i);
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'https://moveease.example/track?reference=QT-ABCDEF',
    ]);
  });

  it('never puts visitor text in a header nor emails an address that is not plain', () => {
    const mail = composeCustomerEmail(
      'booked',
      'booking',
      { ...booking, name: 'A\r\nBcc: x@evil.example' },
      options,
    )!;
    expect(mail.subject).toBe('Your move is booked: BK-7Q2M9X');
    expect(mail.text).toContain('Hello A Bcc: x@evil.example,');
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
      { reference: 'CT-ABCDEF', name: 'Ravi', email: 'ravi@example.in' },
      options,
    )!;
    expect(mail.subject).toBe('We have your message CT-ABCDEF');
    expect(mail.text).not.toContain('What you asked for');
  });
});
