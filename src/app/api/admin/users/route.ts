import { adminApiMessages as m } from '@/features/leads/content/admin-api';
import { userFormTexts } from '@/features/people/content';
import { newUserSchema } from '@/features/leads/schemas/staff-query';
import { adminAddUser, adminListUsers } from '@/features/people/server';
import { adminRoute } from '@/features/people/server';
import { parseBody } from '@/server/http/parse-body';
import { errorResponse } from '@/server/http/responses';
import { apiRoute } from '@/server/http/methods';

const noStore = { 'Cache-Control': 'no-store' };

/** Owner only: everyone who may sign in, with role and whether they are disabled. */
const handleGet = adminRoute(
  async (_request: Request, _context: unknown, member) => {
    const users = await adminListUsers(member);
    return Response.json({ items: users }, { headers: noStore });
  },
  { need: 'people.manage', changes: false },
);

/** Owner only: {name, email, role} → 201 {id, inviteUrl} (a one-time link valid 48 hours). */
const handlePost = adminRoute(
  async (request: Request, _context: unknown, member) => {
    const body = await parseBody(request, newUserSchema);
    if (!body.ok) return body.response;
    const added = await adminAddUser(member, body.data);
    if (!added.ok)
      return errorResponse('validation', m.invalidBody, { email: userFormTexts.taken });
    return Response.json(
      { id: added.id, inviteUrl: added.inviteUrl },
      { status: 201, headers: noStore },
    );
  },
  { need: 'people.manage', changes: true },
);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handleGet,
  POST: handlePost,
});
