/**
 * JPEG quality of the browser's copy. The server re-encodes every photo at its own quality
 * (src/server/media/image.ts), so this copy only has to carry enough detail for that.
 */
const SEND_QUALITY = 0.85;

/** Formats the server decodes; anything else (HEIC from an iPhone) is better sent as JPEG. */
const SERVER_READS = /^image\/(jpeg|png|webp)$/;

/**
 * A phone photo made as small as the server will keep it, before it is sent or queued: at most
 * `maxSide` px on its longer side, re-encoded as JPEG. A 12 MP photo of 3–6 MB becomes a few
 * hundred kB, so on a slow mobile link it goes in seconds rather than a minute, and a queued one
 * takes that much less of the phone's storage. The browser turns it upright (its EXIF
 * orientation) and the copy carries no metadata (no GPS).
 *
 * The file comes back as it was when the browser cannot decode it (the server then judges it)
 * or when its copy would be no smaller.
 */
export async function shrinkPhoto(file: File, maxSide: number): Promise<File> {
  if (typeof createImageBitmap !== 'function' || !file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG would turn black as JPEG: white under it, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', SEND_QUALITY),
    );
    if (!blob || (SERVER_READS.test(file.type) && blob.size >= file.size)) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
