import 'server-only';

export type ErrorCode =
  | 'validation'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'idempotency_mismatch'
  | 'rate_limited'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'gone'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_mismatch: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** The contract's error shape: {error:{code, message, fields?}}, never a stack trace. */
export function errorResponse(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  return Response.json(
    { error: fields ? { code, message, fields } : { code, message } },
    { status: STATUS[code], headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}
