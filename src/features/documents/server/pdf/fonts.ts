import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * Noto Sans from its npm package (TTF: pdfkit's fontkit cannot read woff2). Google's Noto Sans
 * carries the ₹ sign and the Devanagari script, so one face serves English, figures and the
 * Hindi labels that come later. Read from node_modules by path (the app always runs from the
 * project folder, `npm start`), not imported, so the bundler never tries to pack a font.
 */
const faces = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
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
      path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans', faces[face]),
    );
    parsed = fontkit.create(bytes) as fontkit.Font;
    loaded.set(face, parsed);
  }
  return parsed;
}
