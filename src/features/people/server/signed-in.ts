import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { staffOf, type StaffMember } from './guard';

/**
 * The signed-in staff member of the page being rendered. React's cache keeps one answer per
 * render pass, so the layout and the page's loaders share a single session query. Route
 * handlers and server actions are no render pass (the cache does nothing there): they read
 * the member once themselves and hand it on.
 */
export const signedInStaff = cache(async (): Promise<StaffMember> => staffOf(await headers()));
