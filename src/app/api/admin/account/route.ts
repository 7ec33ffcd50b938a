import { accountTexts } from '@/features/people/content';
import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { accountSchema } from '@/features/people/schema';
import { adminOwnAccount, adminUpdateAccount } from '@/features/people/server';
import { adminRoute } from '@/features/people/server';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

const noStore = { 'Cache-Control': 'no-store' };

/** The caller's own account: {id, name, email, role, mayChangeEmail, emailOptional}. */
const handleGet = adminRoute(
  async (_request: Request, _context: unknown, member) =>
    Response.json(await adminOwnAccount(member), { headers: noStore }),
  { need: 'account.own', changes: false },
);

/**
 * Any of {name, email} → 200 the account as GET gives it. `email` from a role that may not
 * change it: 403; an email someone else signs in with: 400 with the field's message.
 */
const handlePatch = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const body = await parseBody(request, accountSchema);
    if (!body.ok) return body.response;
    const result = await adminUpdateAccount(member, body.data);
    if (!result.ok)
      return errorResponse('validation', m.invalidBody, {
        email: result.reason === 'taken' ? accountTexts.taken : accountTexts.emailNeeded,
      });
    return Response.json(result.account, { headers: noStore });
  },
  { need: 'account.own', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  PATCH: handlePatch,
});
