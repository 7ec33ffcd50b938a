import 'server-only';
import { trackPage, trackPath } from '@/features/tracking/content';
import { trackRefusal } from '@/features/tracking/server';
import { clientAddress } from '@/server/http/client-address';
import { readBoundedBody } from '@/server/http/read-bounded';
import { readJson } from '@/server/http/read-json';
import { errorResponse } from '@/server/http/responses';
import { claimTexts, trackClaimTexts } from '../content';
import { claimSettings as S } from '../settings';
import { claimFromForm, formFieldOf } from './claim-form';
import type { ClaimPhotoUpload } from './claim-photos';
import { fileClaim } from './file-claim';

const e = claimTexts.errors;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const tooLarge = () =>
  errorResponse('payload_too_large', e.photoTooLarge(mb(S.photoBytes), mb(S.uploadBytes)));

/** The look-up a plain form post goes back to. */
interface Back {
  reference: string;
  contact: string;
}

type Read =
  | { ok: true; input: unknown; photos: ClaimPhotoUpload[]; rows?: number[]; back?: Back }
  | { ok: false; response: Response; back?: Back };

/** The claim as JSON (no photos), or as the form's multipart body with its photos. */
async function readClaim(request: Request): Promise<Read> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    const read = await readJson(request);
    return read.ok ? { ok: true, input: read.body, photos: [] } : read;
  }
  const body = await readBoundedBody(
    request,
    S.uploadBytes,
    e.photoTooLarge(mb(S.photoBytes), mb(S.uploadBytes)),
  );
  if (!body.ok) return body;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.bytes), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    return { ok: false, response: errorResponse('validation', e.multipart) };
  }
  const claim = await claimFromForm(form);
  const back = { reference: claim.input.reference, contact: claim.input.contact };
  if (claim.photos.some((photo) => photo.size > S.photoBytes))
    return { ok: false, response: tooLarge(), back };
  return { ok: true, ...claim, back };
}

/**
 * POST /api/track/claims: JSON {reference, contact, description, items}, or the /track form as
 * multipart/form-data with its photos → 201 {id, number}; 400 per field (a form's keyed by its
 * fields: `label-0`, `photos-1`…); 404 alike for a wrong reference or contact; 409 before
 * delivery or past the notice period; 413 a photo or the whole over its size; 415 a photo that
 * is not an image by its bytes. A browser's plain form post (no JavaScript) is sent back to
 * its /track page with the outcome, which the page shows (`claim=`).
 */
export async function postTrackClaim(request: Request): Promise<Response> {
  const read = await readClaim(request);
  const response = read.ok ? await answerClaim(request, read) : read.response;
  if (!wantsPage(request)) return response;
  return backToTrack(response, read.back);
}

async function answerClaim(request: Request, read: Read & { ok: true }): Promise<Response> {
  try {
    const result = await fileClaim(
      read.input,
      { clientAddress: clientAddress(request.headers) },
      new Date(),
      read.photos,
    );
    if (result.ok)
      return Response.json(
        { id: result.id, number: result.number },
        { status: 201, headers: { 'Cache-Control': 'no-store' } },
      );
    switch (result.reason) {
      case 'not_delivered':
        return errorResponse('conflict', e.notDelivered);
      case 'past_notice':
        return errorResponse('conflict', e.pastNotice(S.noticeDays));
      case 'not_an_image':
      case 'unreadable':
        return errorResponse(
          'unsupported_media_type',
          result.reason === 'not_an_image' ? e.notAnImage : e.unreadable,
          { [formFieldOf(`photos.${result.itemIndex}`, read.rows ?? [])]: e.notAnImage },
        );
      case 'validation': {
        const rows = read.rows;
        const fields = Object.fromEntries(
          Object.entries(result.fieldErrors).map(([key, message]) => [
            rows ? formFieldOf(key, rows) : key,
            message ?? '',
          ]),
        );
        return errorResponse('validation', trackClaimTexts.fixFields, fields);
      }
      default:
        return trackRefusal(result, trackPage.fixFields);
    }
  } catch (error) {
    console.error('[track] a claim failed:', error);
    return errorResponse('unavailable', trackPage.unavailable);
  }
}

/** A plain form post from a browser without JavaScript asks for a page, not JSON. */
const wantsPage = (request: Request) =>
  /\btext\/html\b/.test(request.headers.get('accept') ?? '') &&
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** 303 to the customer's /track look-up, with the outcome as a code the page explains. */
async function backToTrack(response: Response, back: Back | undefined): Promise<Response> {
  const body = (await response.json()) as { error?: { code?: string } };
  const outcome = response.status === 201 ? 'filed' : (body.error?.code ?? 'unavailable');
  const query = new URLSearchParams({ ...back, claim: outcome });
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${trackPath}?${query}#track-claims-heading`,
      'Cache-Control': 'no-store',
    },
  });
}
