import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * Noto Sans from its npm package (TTF: pdfkit's fontkit cannot read woff2). Google's Noto Sans
 * carries the ₹ sign and the Devanagari script, so one face serves English, figures and the
 * Hindi words; Noto Sans Oriya serves a line with Odia words. Read from node_modules by path (the app always runs from the
 * project folder, `npm start`), not imported, so the bundler never tries to pack a font.
 */
const faces = {
  regular: 'noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: 'noto-sans/700Bold/NotoSans_700Bold.ttf',
  // Noto Sans Oriya (issue 49): Odia, with Latin letters, figures and ₹ of the same design, so
  // a line holding Odia is drawn in it whole (pdfkit draws a run in one face; see draw.ts).
  'odia-regular': 'noto-sans-oriya/400Regular/NotoSansOriya_400Regular.ttf',
  'odia-bold': 'noto-sans-oriya/700Bold/NotoSansOriya_700Bold.ttf',
} as const;

export type Face = keyof typeof faces;

const loaded = new Map<Face, fontkit.Font>();

/**
 * The face, read and parsed once per process: parsing Noto Sans (4,500 glyphs and its layout
 * tables) cost more than drawing a whole invoice, so each document reuses the parsed font
 * (pdfkit takes a fontkit font as it takes bytes; it only reads it, and subsets per document).
 */
export function font(face: Face): fontkit.Font {
  let parsed = loaded.get(face);
  if (!parsed) {
    const bytes = fs.readFileSync(
      path.join(process.cwd(), 'node_modules/@expo-google-fonts', faces[face]),
    );
    parsed = fontkit.create(bytes) as fontkit.Font;
    loaded.set(face, parsed);
  }
  return parsed;
}
