// HOST, the address `npm start` listens on: read by the start script (scripts/server/start.mjs)
// before the app exists, and checked again with every setting in src/env.ts.
import { isIP } from 'node:net';

// An address, not a name: `localhost` may stand for ::1 alone, where a browser at 127.0.0.1
// would find nothing listening.
export const HOST_RULE = 'must be an IP address, e.g. 127.0.0.1, 0.0.0.0 or ::';

/**
 * @param {string} value
 * @returns {boolean}
 */
export function isListenHost(value) {
  return isIP(value) !== 0;
}

/**
 * The configured address, or undefined for every interface; a bad value stops the start with
 * the same one line as any other setting.
 * @param {Record<string, string | undefined>} env the front server's process.env (src/ reads
 *   it only in src/env.ts)
 * @returns {string | undefined}
 */
export function listenHostFrom(env) {
  const value = env.HOST?.trim();
  if (!value) return undefined;
  if (!isListenHost(value)) throw new Error(`Invalid configuration: HOST ${HOST_RULE}`);
  return value;
}

/**
 * Where the server reaches itself (Next's requests to its own port: a server action posted to
 * another page, the page a redirecting action leads to): the one address HOST names, or the
 * loopback when it listens on every interface.
 * @param {string | undefined} host
 * @returns {string}
 */
export function selfAddress(host) {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
