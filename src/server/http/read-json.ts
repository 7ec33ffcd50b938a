import 'server-only';
import { errorResponse } from './responses';

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON request body: 415 unless it is declared JSON, 413 past 16 KiB (counted
 * as the bytes arrive, so a lying Content-Length does not help), 400 when it does not parse.
 */
export async function readJson(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    return fail(errorResponse('unsupported_media_type', 'Send the request as application/json.'));
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return fail(tooLarge());

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        return fail(tooLarge());
      }
      chunks.push(value);
    }
  }
  try {
    // TextDecoder drops a leading byte-order mark, which some Windows tools write before JSON.
    return { ok: true, body: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))) };
  } catch {
    return fail(errorResponse('validation', 'The request body is not valid JSON.'));
  }
}

function tooLarge() {
  return errorResponse('payload_too_large', 'The request body is larger than 16 KiB.');
}

function fail(response: Response) {
  return { ok: false as const, response };
}
