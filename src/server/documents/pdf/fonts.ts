import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

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

const loaded = new Map<Face, Buffer>();

/** The face's bytes, read once per process. */
export function fontBytes(face: Face): Buffer {
  let bytes = loaded.get(face);
  if (!bytes) {
    bytes = fs.readFileSync(
      path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans', faces[face]),
    );
    loaded.set(face, bytes);
  }
  return bytes;
}
