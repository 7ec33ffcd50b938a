import { isIP } from 'node:net';

/**
 * The one key every per-client limit counts by (lead rate limits, the sign-in lockout, and any
 * limit added later: `consume`/`peek`/`clear` apply it themselves). An IPv6 client usually
 * holds a whole /64, so its addresses share one key; IPv4-mapped IPv6 counts as the IPv4
 * address; anything else (e.g. "unknown") is its own key.
 */
export function clientKey(address: string): string {
  const plain = address.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter.
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16).toString(16) : '0'))
    .join(':')}::/64`;
}
