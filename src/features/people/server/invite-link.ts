import 'server-only';
import { siteUrl } from '@/env';

/**
 * The address a person opens to set their password: from SITE_URL (else the listening
 * address) only, never from the request, whose Host or X-Forwarded-Host anyone can set.
 */
export function inviteUrl(token: string): string {
  return `${siteUrl()}/admin/invite/${token}`;
}
