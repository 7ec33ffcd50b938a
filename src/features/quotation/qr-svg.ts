import { encode } from 'uqr';

/**
 * A QR code as the path of one SVG, drawn on the server (no client script): each row's runs of
 * dark modules as one rectangle each, so a UPI link's code is a few kilobytes. Error
 * correction M (15 %) survives a smudged or creased printout; the 4-module quiet zone is the
 * standard's, which phone cameras need to find the code.
 */
export function qrSvgPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? [];
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return { size, path };
}
