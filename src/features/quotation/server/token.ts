import 'server-only';
import { randomBytes } from 'node:crypto';
import { siteUrl } from '@/env';

/** 144 random bits, base64url (24 characters): the customer's only key to a quotation. */
export const newQuotationToken = () => randomBytes(18).toString('base64url');

/** What a token may look like; anything else is not looked up (and counts as a miss). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{24}$/;

/** The customer's link, on SITE_URL (never the request's host). */
export const quotationUrl = (token: string) => `${siteUrl()}/q/${token}`;
