// The request header that carries the client's address from scripts/server/server.mjs to the
// app (src/server/http/client-address.ts) and to the tests that stand in for a client.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CLIENT_ADDRESS_HEADER = 'x-client-address';
/**
 * Its HMAC under a secret made fresh by each server process. Next forwards some requests to
 * itself over HTTP (a server action posted to another page), and that second request arrives
 * from 127.0.0.1: the signature lets the front server keep the address it decided the first
 * time, and lets the app refuse an address no front server decided.
 */
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-client-address-signature';

const SECRET = Symbol.for('moveease.clientAddressSecret');

/**
 * Called once by the front server; the app (same process) then requires a signature.
 * @returns {Buffer}
 */
export function makeAddressSecret() {
  globalThis[SECRET] ??= randomBytes(32);
  return globalThis[SECRET];
}

/**
 * @returns {Buffer | undefined}
 */
export function addressSecret() {
  return globalThis[SECRET];
}

/**
 * @param {string} address
 * @param {Buffer} [secret]
 * @returns {string}
 */
export function signAddress(address, secret = addressSecret()) {
  return createHmac('sha256', secret).update(address).digest('base64url');
}

/**
 * The address when its signature is right, else undefined.
 * @param {unknown} address
 * @param {unknown} signature
 * @param {Buffer} [secret]
 * @returns {string | undefined}
 */
export function verifiedAddress(address, signature, secret = addressSecret()) {
  if (!secret || typeof address !== 'string' || typeof signature !== 'string') return undefined;
  const expected = Buffer.from(signAddress(address, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

/**
 * TRUST_PROXY's one reading, for the front server and env.ts alike: `1` or `true` (any case).
 * @param {string | undefined} value
 * @returns {boolean}
 */
export function trustProxyOn(value) {
  return ['1', 'true'].includes(
    String(value ?? '')
      .trim()
      .toLowerCase(),
  );
}
