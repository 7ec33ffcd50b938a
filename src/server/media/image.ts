import 'server-only';
import sharp from 'sharp';

// Each photo is decoded once: libvips' operation cache (50 MB by default) would only hold
// memory. With it off, and glibc's arenas capped (MALLOC_ARENA_MAX=2 in deploy/moveease.service),
// a 12 MP photo costs about 75 MB at the peak instead of 160 (npm run bench:photo).
sharp.cache(false);

/** The image kinds a phone sends, told by their first bytes, never by a name or a header. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** JPEG, PNG, WebP or HEIC/HEIF by their magic bytes; undefined for anything else. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (
    ascii(bytes, 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(ascii(bytes, 8, 12))
  )
    return 'heic';
  return undefined;
}

export interface StoredImage {
  bytes: Buffer;
  width: number;
  height: number;
  mime: 'image/jpeg';
}

/** How a feature keeps its photos: the longer side in pixels, and the JPEG quality. */
export interface ImageShape {
  maxSide: number;
  quality: number;
}

/**
 * A phone photo as we keep it (the crew's move photos, a customer's claim photos): turned
 * upright (EXIF orientation), at most `maxSide` px on its longer side, re-encoded as JPEG,
 * with no metadata at all (sharp writes none unless asked: no GPS, camera, or time).
 * Undefined when the bytes cannot be decoded (a damaged file, or HEIC, whose HEVC decoder the
 * prebuilt libvips lacks).
 */
export async function storableImage(
  input: Uint8Array,
  shape: ImageShape,
): Promise<StoredImage | undefined> {
  try {
    const { data, info } = await sharp(input, {
      failOn: 'error',
      limitInputPixels: 50_000_000,
      sequentialRead: true,
    })
      .rotate()
      .resize({
        width: shape.maxSide,
        height: shape.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: shape.quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, mime: 'image/jpeg' };
  } catch {
    return undefined;
  }
}

/** A small copy of a stored photo for a page's list (/track): about 12 kB. */
export function thumbnailOf(stored: Buffer, side: number): Promise<Buffer> {
  return sharp(stored)
    .resize({ width: side, height: side, fit: 'inside' })
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
}
