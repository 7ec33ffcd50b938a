import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heroMedia } from '@/content/home';
import { serviceArt } from '@/content/art';
import { inlinePicture, inlineSvg } from './inline-picture';

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

describe('inlineSvg', () => {
  it('gives the drawing as one <svg> element, without its comments or the blanks between tags', () => {
    const { src } = serviceArt.packingandmoving;
    const file = fs.readFileSync(`public${src}`, 'utf8');
    const markup = inlineSvg(src);
    expect(file).toMatch(/<!--/);
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 480 320"[^>]*>.*<\/svg>$/s);
    expect(markup).not.toMatch(/<!--|>\s+</);
    // Every element of the file is kept.
    const elements = (text: string) => text.match(/<[a-z]/g)?.length;
    expect(elements(markup)).toBe(elements(file.replace(/<!--[\s\S]*?-->/g, '')));
  });

  it.each([
    ['a kind it does not draw', '/media/hero-poster-768.avif'],
    ['a path outside public/', 'illustrations/packing.svg'],
  ])('refuses %s', (_, src) => {
    expect(() => inlineSvg(src)).toThrow(/only an SVG file of public/);
  });

  it('fails the build on a missing drawing', () => {
    expect(() => inlineSvg('/illustrations/no-such-drawing.svg')).toThrow(/ENOENT/);
  });
});
