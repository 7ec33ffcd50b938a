// Draws the language switch's Hindi and Odia names as outlines (src/content/language-name-pictures.ts),
// from the same Noto faces the documents use. Run after changing src/content/language-names.ts:
//   node scripts/content/language-name-pictures.mjs
// language-name-pictures.test.ts draws them again and fails while the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fonts = path.join(root, 'node_modules/@expo-google-fonts');

/** The face each script is drawn in: semibold, as the switch's links (`font-semibold`). */
const faces = {
  hi: 'noto-sans/600SemiBold/NotoSans_600SemiBold.ttf',
  or: 'noto-sans-oriya/600SemiBold/NotoSansOriya_600SemiBold.ttf',
};

/** Units per em of the pictures: a hundredth of the type size, a sixth of a pixel at 16 px. */
const perEm = 100;

const letters = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
};

/**
 * `text` shaped by the face of `locale` (fontkit applies its conjuncts and vowel signs as a
 * browser would) and its glyphs' outlines as one SVG path, y downwards from the face's ascent,
 * in hundredths of an em; `width` is the advance, `height` ascent to descent, `descent` the
 * baseline's height above the bottom. The path's points are rounded first and then written
 * relative to the one before (a third shorter than absolute, with no drift from the rounding).
 */
export function drawName(locale, text) {
  const font = fontkit.create(readFileSync(path.join(fonts, faces[locale])));
  const scale = perEm / font.unitsPerEm;
  const run = font.layout(text);
  // Glyph 0 is the face's empty box: a letter it does not have.
  if (run.glyphs.some((glyph) => glyph.id === 0))
    throw new Error(`${faces[locale]} lacks a letter of ${text}`);
  let advance = 0;
  let d = '';
  let at = [0, 0];
  let start = at;
  run.glyphs.forEach((glyph, i) => {
    const { xAdvance, xOffset, yOffset } = run.positions[i];
    for (const { command, args } of glyph.path.translate(advance + xOffset, yOffset).commands) {
      if (command === 'closePath') {
        d += 'z';
        at = start;
        continue;
      }
      const points = [];
      for (let j = 0; j < args.length; j += 2)
        points.push([Math.round(args[j] * scale), Math.round((font.ascent - args[j + 1]) * scale)]);
      const steps = points.flatMap(([x, y]) => [x - at[0], y - at[1]]);
      d += letters[command] + steps.join(' ').replaceAll(' -', '-');
      at = points[points.length - 1];
      if (command === 'moveTo') start = at;
    }
    advance += xAdvance;
  });
  const height = Math.round((font.ascent - font.descent) * scale);
  const descent = Math.round(-font.descent * scale);
  return { text, width: Math.round(advance * scale), height, descent, d };
}

/** The file's text for these names (Hindi and Odia; English is always set as text). */
export function picturesFile(names) {
  const rows = Object.keys(faces).map((locale) => {
    const { text, width, height, descent, d } = drawName(locale, names[locale]);
    return `  ${locale}: {\n    text: '${text}',\n    width: ${width},\n    height: ${height},\n    descent: ${descent},\n    d: '${d}',\n  },\n`;
  });
  return `// Written by scripts/content/language-name-pictures.mjs from language-names.ts: run it after changing a name.
import type { Locale } from '@/lib/i18n/locales';

/** A language's name as its glyphs' outlines, in hundredths of an em (LanguageName.tsx). */
export type NamePicture = {
  text: string;
  width: number;
  height: number;
  descent: number;
  d: string;
};

export const languageNamePictures: Partial<Record<Locale, NamePicture>> = {
${rows.join('')}};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { tsImport } = await import('tsx/esm/api');
  const { languageNames } = await tsImport('../../src/content/language-names.ts', import.meta.url);
  writeFileSync(
    path.join(root, 'src/content/language-name-pictures.ts'),
    picturesFile(languageNames),
  );
}
