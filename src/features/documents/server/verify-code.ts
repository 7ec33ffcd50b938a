import 'server-only';
import { randomInt } from 'node:crypto';
import { siteUrl } from '@/env';
import { VERIFY_ALPHABET, VERIFY_CODE_LENGTH, type VerifyMark } from '../verify';

/** A code's link on SITE_URL (never the request's host), as the paper prints it. */
export const verifyMarkOf = (code: string): VerifyMark => ({
  code,
  url: `${siteUrl()}/verify/${code}`,
});

/** A new code and its link. */
export function newVerifyMark(): VerifyMark {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i++)
    code += VERIFY_ALPHABET[randomInt(VERIFY_ALPHABET.length)];
  return verifyMarkOf(code);
}
