import 'server-only';
import { errorResponse } from '@/server/http/responses';
import { captureErrors } from '../content';

/**
 * A request body of at most `limit` bytes (a photo, a signature: larger than the 16 KiB every
 * other staff body may have), counted as the bytes arrive; 413 past it, or when the declared
 * Content-Length says so before anything is read.
 */
export async function readBounded(
  request: Request,
  limit: number,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; response: Response }> {
  const tooLarge = () => ({
    ok: false as const,
    response: errorResponse(
      'payload_too_large',
      captureErrors.tooLarge(Math.round((limit / 1024 / 1024) * 10) / 10),
    ),
  });
  if (Number(request.headers.get('content-length') ?? '0') > limit) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
