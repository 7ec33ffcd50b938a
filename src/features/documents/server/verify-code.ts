import 'server-only';
import { randomInt } from 'node:crypto';
import { siteUrl } from '@/env';
import { VERIFY_ALPHABET, VERIFY_CODE_LENGTH, type VerifyMark } from '../verify';

/** A new code and its link on SITE_URL (never the request's host), as the paper prints them. */
export function newVerifyMark(): VerifyMark {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i++)
    code += VERIFY_ALPHABET[randomInt(VERIFY_ALPHABET.length)];
  return { code, url: `${siteUrl()}/verify/${code}` };
}
