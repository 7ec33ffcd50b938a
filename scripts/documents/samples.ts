// npm run documents:samples [folder]: draws the sample move's documents and renders each page 1
// to PNG at A4 (96 dpi) and at a phone's width (390 px), into docs/documents/ by default.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { drawDocument } from '@/features/documents/server/draw';
import { samples } from './sample-move';

const folder = process.argv[2] ?? 'docs/documents';
fs.mkdirSync(folder, { recursive: true });
for (const snapshot of samples) {
  const name = snapshot.kind;
  const pdf = path.join(folder, `${name}.pdf`);
  fs.writeFileSync(pdf, await drawDocument(snapshot));
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '96',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    path.join(folder, name),
  ]);
  execFileSync('pdftoppm', [
    '-png',
    '-scale-to-x',
    '390',
    '-scale-to-y',
    '-1',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    path.join(folder, `${name}-390`),
  ]);
  fs.rmSync(pdf);
  console.log(`${name}: ${path.join(folder, name)}.png, ${name}-390.png`);
}
