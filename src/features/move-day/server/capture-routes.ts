import 'server-only';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { lazyRoute } from './lazy-route';
import { adminRoute } from '@/features/people/server';
import { leadTarget, type LeadRouteContext } from '@/features/leads/server';
import { errorResponse } from '@/server/http/responses';
import { captureErrors as e } from '../content';
import { photoFieldsSchema, signatureSchema } from '../schema';
import { MOVE_DAY_LIMITS as L } from '../settings';
import { UPLOAD_SLACK } from '../body-limits.mjs';
import { readBoundedBody } from '@/server/http/read-bounded';
import { listPhotos, readPhoto, saveSignature, savePhoto, type CaptureResult } from './photos';
import { idempotencyKeyOf } from './routes';

const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

function answer(result: CaptureResult, tooMany: string): Response {
  if (result.ok)
    return Response.json(
      { id: result.id },
      {
        status: 201,
        headers: { ...noStore, ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
      },
    );
  switch (result.reason) {
    case 'not_found':
      return errorResponse('not_found', m.notFound);
    case 'idempotency_mismatch':
      return errorResponse('idempotency_mismatch', m.idempotencyMismatch);
    case 'not_an_image':
      return errorResponse('unsupported_media_type', e.notAnImage);
    case 'unreadable':
      return errorResponse('unsupported_media_type', e.unreadable);
    case 'heic':
      return errorResponse('unsupported_media_type', e.heic);
    case 'too_many':
      return errorResponse('conflict', tooMany);
  }
}

const bookingOf = async (context: LeadRouteContext) => {
  const lead = await leadTarget(context);
  return lead?.kind === 'booking' ? lead.id : undefined;
};

/**
 * POST …/bookings/{id}/photos, multipart: file, stage (pickup|delivery), itemId?, note? →
 * 201 {id, url}; 415 not an image (by its bytes); 413 over `photoBytes`; 409 past the move's
 * `photosPerMove`.
 */
export const postPhoto = lazyRoute(() =>
  adminRoute(
    async (request: Request, context: LeadRouteContext, member) => {
      const bookingId = await bookingOf(context);
      if (!bookingId) return errorResponse('not_found', m.notFound);
      const type = request.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data'))
        return errorResponse('unsupported_media_type', e.multipart);
      const key = idempotencyKeyOf(request);
      if (!key.ok) return key.response;
      const body = await readBounded(request, L.photoBytes + UPLOAD_SLACK);
      if (!body.ok) return body.response;
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body.bytes), {
          headers: { 'content-type': type },
        }).formData();
      } catch {
        return errorResponse('validation', e.multipart, { file: e.file });
      }
      const file = form.get('file');
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : undefined;
      };
      const fields = photoFieldsSchema.safeParse({
        stage: text('stage'),
        ...(text('itemId') !== undefined ? { itemId: text('itemId') } : {}),
        ...(text('note') !== undefined ? { note: text('note') } : {}),
      });
      if (!fields.success)
        return errorResponse(
          'validation',
          m.invalidBody,
          fieldErrorsOf(fields.error) as Record<string, string>,
        );
      if (!(file instanceof Blob)) return errorResponse('validation', e.file, { file: e.file });
      if (file.size > L.photoBytes)
        return errorResponse('payload_too_large', e.tooLarge(L.photoBytes / 1024 / 1024));
      const result = await savePhoto(
        member,
        bookingId,
        { bytes: new Uint8Array(await file.arrayBuffer()), ...fields.data },
        key.key,
      );
      const response = answer(result, e.tooManyPhotos(L.photosPerMove));
      if (!result.ok || response.status !== 201) return response;
      return Response.json(
        { id: result.id, url: `/api/admin/leads/bookings/${bookingId}/photos?photo=${result.id}` },
        { status: 201, headers: response.headers },
      );
    },
    { need: 'moves.mine', changes: true },
  ),
);

/** GET …/photos → {items} (facts only); `?photo={id}` → that JPEG, never cached publicly. */
export const getPhotos = lazyRoute(() =>
  adminRoute(
    async (request: Request, context: LeadRouteContext, member) => {
      const bookingId = await bookingOf(context);
      if (!bookingId) return errorResponse('not_found', m.notFound);
      const photoId = new URL(request.url).searchParams.get('photo');
      if (photoId === null) {
        const items = await listPhotos(member, bookingId);
        if (!items) return errorResponse('not_found', m.notFound);
        return Response.json({ items }, { headers: noStore });
      }
      const photo = /^[0-9a-f-]{36}$/.test(photoId)
        ? await readPhoto(member, bookingId, photoId)
        : undefined;
      if (!photo) return errorResponse('not_found', e.noPhoto);
      return new Response(new Uint8Array(photo.bytes), {
        headers: { ...noStore, 'Content-Type': photo.mime, 'X-Content-Type-Options': 'nosniff' },
      });
    },
    { need: 'moves.mine', changes: false },
  ),
);

/** POST …/signatures: {stage, name, png: data URL} → 201 {id}; 413 past its size. */
export const postSignature = lazyRoute(() =>
  adminRoute(
    async (request: Request, context: LeadRouteContext, member) => {
      const bookingId = await bookingOf(context);
      if (!bookingId) return errorResponse('not_found', m.notFound);
      if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json'))
        return errorResponse('unsupported_media_type', m.invalidBody);
      const key = idempotencyKeyOf(request);
      if (!key.ok) return key.response;
      const body = await readBounded(request, L.signatureDataUrlChars + UPLOAD_SLACK);
      if (!body.ok) return body.response;
      let json: unknown;
      try {
        json = JSON.parse(body.bytes.toString('utf8'));
      } catch {
        return errorResponse('validation', m.invalidBody);
      }
      const parsed = signatureSchema.safeParse(json);
      if (!parsed.success)
        return errorResponse(
          'validation',
          m.invalidBody,
          fieldErrorsOf(parsed.error) as Record<string, string>,
        );
      const png = Buffer.from(parsed.data.png.slice('data:image/png;base64,'.length), 'base64');
      const result = await saveSignature(
        member,
        bookingId,
        { png, stage: parsed.data.stage, name: parsed.data.name },
        key.key,
      );
      return answer(result, e.tooManySignatures(L.signaturesPerMove));
    },
    { need: 'moves.mine', changes: true },
  ),
);

/** A crew upload past `limit` is refused with the size the crew can act on. */
function readBounded(request: Request, limit: number) {
  const megabytes = Math.round((limit / 1024 / 1024) * 10) / 10;
  return readBoundedBody(request, limit, e.tooLarge(megabytes));
}
