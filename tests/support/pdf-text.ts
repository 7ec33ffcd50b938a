import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Test support: a PDF read back by poppler's tools, as a reader or a bank's clerk would see it. */
function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return read(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text in the order it was drawn (pdftotext -raw): a table row reads cell by cell, a
 * wrapped cell's lines follow each other; all whitespace squeezed to single spaces.
 */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
  );
}

/** The first page as a PNG at `out` + ".png" (pdftoppm, 60 dpi), to be looked at beside screenshots. */
export function pdfPicture(bytes: Uint8Array, out: string): void {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  withFile(bytes, (file) =>
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, out]),
  );
}

/** pdfinfo's fields: Pages, Page size, Title… */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  return withFile(bytes, (file) =>
    Object.fromEntries(
      execFileSync('pdfinfo', [file], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes(':'))
        .map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
        }),
    ),
  );
}

/** The fonts the file uses, and whether each is embedded. */
export function pdfFonts(bytes: Uint8Array): { name: string; embedded: boolean }[] {
  return withFile(bytes, (file) =>
    execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const parts = line.trim().split(/\s+/);
        return { name: parts[0]!, embedded: parts.at(-5) === 'yes' };
      }),
  );
}

/**
 * Whether `text` (pdfText's) holds "English / translation". A Devanagari or Odia word is read
 * back in the order its glyphs are drawn (a vowel sign drawn before its consonant, a reph after,
 * ୋ as its two halves, ौ as the glyphs it is drawn with), so the translation is compared as the
 * letters (NFD) that follow the English, in any order, within a few letters of its length: nine
 * in ten of them must be there.
 */
export function hasBilingual(text: string, english: string, translated: string): boolean {
  const letters = (value: string) => [...value.normalize('NFD').replace(/\s+/g, '')];
  const at = text.normalize('NFD').indexOf(`${english.normalize('NFD')} / `);
  if (at === -1) return false;
  const wanted = letters(translated);
  const window = letters(text.normalize('NFD').slice(at + english.length + 3)).slice(
    0,
    wanted.length + 4,
  );
  let found = 0;
  for (const letter of wanted) {
    const i = window.indexOf(letter);
    if (i === -1) continue;
    window.splice(i, 1);
    found++;
  }
  return found >= 0.9 * wanted.length;
}
