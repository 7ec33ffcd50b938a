import 'server-only';
import { errorResponse } from './responses';

/**
 * A request body of at most `limit` bytes (an upload: larger than what readJson takes),
 * counted as the bytes arrive; 413 with `tooLarge` past it, or when the declared
 * Content-Length says so before anything is read.
 */
export async function readBoundedBody(
  request: Request,
  limit: number,
  tooLarge: string,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; response: Response }> {
  const refuse = () => ({
    ok: false as const,
    response: errorResponse('payload_too_large', tooLarge),
  });
  if (Number(request.headers.get('content-length') ?? '0') > limit) return refuse();
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
        return refuse();
      }
      chunks.push(value);
    }
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
