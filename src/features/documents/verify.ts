/**
 * A document's verification code (issue 48 point 3): 20 characters of the references'
 * alphabet (no 0/O/1/I/L, so it can be read out and typed from the paper), about 99 random
 * bits: far beyond guessing, with the page's rate limit on top.
 */
export const VERIFY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VERIFY_CODE_LENGTH = 20;
export const VERIFY_SHAPE = /^[2-9A-HJKMNP-Z]{20}$/;

/** What a document prints and keeps in its snapshot: the code and the full link. */
export interface VerifyMark {
  code: string;
  url: string;
}
