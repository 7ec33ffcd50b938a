// Who is the client? Next passes a client's own X-Forwarded-For through untouched, so the
// address is worked out here, before Next sees the request: from the socket, or, with
// TRUST_PROXY, from the hop our own proxy appended (the last one). It is handed to the app
// in x-client-address, which this overwrites on every request, so a client cannot set it.
import http from 'node:http';
import { limitConnections } from './connection-limits.mjs';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  makeAddressSecret,
  signAddress,
  trustProxyOn,
  verifiedAddress,
} from '../../src/server/http/client-address-header.mjs';

export { CLIENT_ADDRESS_HEADER };

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
export function trustProxyFrom(env = process.env) {
  return trustProxyOn(env.TRUST_PROXY);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy
 * @returns {string}
 */
export function clientAddressOf(req, trustProxy) {
  if (trustProxy) {
    const hops = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Wraps a Node request handler: sets x-client-address with its signature, drops an untrusted
 * X-Forwarded-For and X-Forwarded-Host. A request that already carries a valid signature is Next forwarding a
 * request to itself (it copies the headers): it keeps the address decided when it first came in.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @param {{ trustProxy: boolean }} options
 * @returns {import('node:http').RequestListener}
 */
export function withClientAddress(handler, { trustProxy }) {
  const secret = makeAddressSecret();
  return (req, res) => {
    const verified = verifiedAddress(
      req.headers[CLIENT_ADDRESS_HEADER],
      req.headers[CLIENT_ADDRESS_SIGNATURE_HEADER],
      secret,
    );
    const address = verified ?? clientAddressOf(req, trustProxy);
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    req.headers[CLIENT_ADDRESS_SIGNATURE_HEADER] = signAddress(address, secret);
    // Without our own proxy in front these are whatever the client wrote: X-Forwarded-Host
    // would otherwise reach Next (its server actions' origin check) and anything reading it.
    // Next forwarding a request to itself (signed) keeps the X-Forwarded-Host Next set from the
    // browser's Host: its second request reaches this port as 127.0.0.1, and without the
    // header Next would compare the browser's Origin with that and refuse the action.
    if (!trustProxy) {
      delete req.headers['x-forwarded-for'];
      if (!verified) delete req.headers['x-forwarded-host'];
    }
    return handler(req, res);
  };
}

/**
 * The front server's HTTP server: the address wrapper around `handler`, its time-outs, and who
 * may hold its connections (scripts/server/connection-limits.mjs). Behind a trusted proxy every
 * connection comes from the proxy, so there is no per-address ceiling: the proxy keeps one
 * (docs/operations.md).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @param {{ trustProxy: boolean, connections?: import('./connection-limits.mjs').ConnectionLimits }} options
 * @returns {import('node:http').Server}
 */
export function createAddressServer(handler, { trustProxy, connections = {} }) {
  const server = http.createServer(
    {
      // A slow sender gets 10 s for its headers (checked every second) and 60 s for the whole
      // request; an idle keep-alive connection stays 65 s, longer than a proxy's usual 60 s.
      headersTimeout: 10_000,
      requestTimeout: 60_000,
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: 1_000,
    },
    withClientAddress(handler, { trustProxy }),
  );
  limitConnections(server, { ...(trustProxy ? { maxPerAddress: Infinity } : {}), ...connections });
  return server;
}
