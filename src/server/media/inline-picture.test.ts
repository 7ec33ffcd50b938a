import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heroMedia } from '@/content/home';
import { inlinePicture } from './inline-picture';

const { poster } = heroMedia;

describe('inlinePicture', () => {
  it("writes the phone's hero poster as base64 AVIF that decodes to the file, byte for byte", () => {
    const src = poster.variant(poster.inline.width, 'avif');
    const [head, body] = inlinePicture(src).split(',');
    expect(head).toBe('data:image/avif;base64');
    expect(Buffer.from(body!, 'base64').equals(fs.readFileSync(`public${src}`))).toBe(true);
  });

  it.each([
    ['a kind it does not write', '/media/hero-poster.png'],
    ['a path outside public/', 'media/hero-poster-768.avif'],
  ])('refuses %s', (_, src) => {
    expect(() => inlinePicture(src)).toThrow(/only an AVIF file of public/);
  });

  it('fails the build on a missing file rather than writing an empty picture', () => {
    expect(() => inlinePicture('/media/no-such-poster.avif')).toThrow(/ENOENT/);
  });
});
