import 'server-only';
import { env } from '@/env';
import { siteUrl } from '@/env';

/** The address a person opens to set their password; SITE_URL, else the request's own origin. */
export function inviteUrl(headers: Headers, token: string): string {
  const configured = env().SITE_URL;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  const origin = configured ?? (host ? `${proto}://${host}` : siteUrl());
  return `${origin.replace(/\/+$/, '')}/admin/invite/${token}`;
}
