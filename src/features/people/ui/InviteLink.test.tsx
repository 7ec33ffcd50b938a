import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { peopleTexts } from '@/features/people/content';
import { InviteLink } from './InviteLink';

const url = 'https://moveease.example.in/admin/invite/' + 'Ab_-9'.repeat(8) + 'xyz';

describe('an invite link as the owner is shown it', () => {
  const html = renderToStaticMarkup(<InviteLink url={url} id="link-1" name="Asha Rao & Co" />);

  it('sits whole in a read-only field that wraps (selectable without JavaScript)', () => {
    expect(html).toMatch(new RegExp(`<textarea[^>]*readOnly[^>]*>${url}</textarea>`));
    expect(html).toContain('break-all');
    expect(html).not.toMatch(/<input[^>]*readOnly/);
  });

  it('shares on WhatsApp with a message greeting the person and carrying the whole link', () => {
    const href = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const text = new URL(href!.replaceAll('&amp;', '&')).searchParams.get('text');
    expect(text).toBe(peopleTexts.shareMessage('Asha Rao & Co', url));
    expect(text).toContain('Hello Asha Rao & Co,');
    expect(text).toContain(url);
  });

  it('has a Copy button that takes no place until JavaScript runs', () => {
    expect(html).toMatch(/<button[^>]*class="[^"]*noscript:hidden invisible[^"]*"[^>]*>Copy link/);
  });
});
