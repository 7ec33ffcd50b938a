// Who may hold the server's connections. A connection costs a file descriptor and some memory
// whether or not a request is on it, so a fixed ceiling that refuses new connections lets one
// client (or a crowd of idle browsers) keep everyone else out. Instead, when a client address
// or the whole server is at its ceiling, the connection that has been idle longest gives way to
// the new one; a new connection is refused only when every connection in its way is serving a
// request. A connection that never sends a request is closed after FIRST_REQUEST_TIMEOUT (Node
// never times out a connection that has sent nothing).
import fs from 'node:fs';

/** Browsers open up to 6 connections per site; room for a few dozen people behind one NAT. */
export const MAX_CONNECTIONS_PER_ADDRESS = 128;
// Longer than the header time-out: a browser may open a connection ahead of need (preconnect).
export const FIRST_REQUEST_TIMEOUT = 20_000;

const ADDRESS = Symbol('connection-limits.address');

/** @typedef {{ maxConnections?: number, maxPerAddress?: number, firstRequestTimeout?: number }} ConnectionLimits */

/**
 * Half the process's open-file limit (sockets and files share it; Node raises the soft limit
 * to the hard one at start), at most 8192.
 * @param {string} [limits]
 * @returns {number}
 */
export function defaultMaxConnections(limits = '/proc/self/limits') {
  try {
    const line = fs
      .readFileSync(limits, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    if (Number.isFinite(soft) && soft > 0)
      return Math.max(64, Math.min(8192, Math.floor(soft / 2)));
  } catch {
    // not Linux: the common default below
  }
  return 4096;
}

/**
 * Applies the limits to an http.Server. `maxPerAddress` counts by the TCP peer: Infinity
 * behind a trusted proxy, where every connection comes from the proxy.
 * @param {import('node:http').Server} server
 * @param {ConnectionLimits} [limits]
 * @returns {{ open(): number }}
 */
export function limitConnections(
  server,
  {
    maxConnections = defaultMaxConnections(),
    maxPerAddress = MAX_CONNECTIONS_PER_ADDRESS,
    firstRequestTimeout = FIRST_REQUEST_TIMEOUT,
  } = {},
) {
  // Insertion order: the first entry has been idle longest (a socket re-enters on going idle).
  const idle = new Set();
  const inFlight = new Map();
  const byAddress = new Map();
  let open = 0;

  const forget = (socket) => {
    if (!socket[ADDRESS]) return;
    const mine = byAddress.get(socket[ADDRESS]);
    mine.delete(socket);
    if (mine.size === 0) byAddress.delete(socket[ADDRESS]);
    socket[ADDRESS] = undefined;
    idle.delete(socket);
    inFlight.delete(socket);
    open -= 1;
  };
  const closeFirstIdle = (candidates) => {
    for (const socket of candidates) {
      if (!idle.has(socket)) continue;
      forget(socket);
      socket.destroy();
      return true;
    }
    return false;
  };

  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    // Next comes back to this server over loopback for a rewrite or a forwarded action, while
    // the visitor's own request waits: never counted against one address.
    const ownRequest = address === socket.localAddress;
    const mine = byAddress.get(address);
    if (!ownRequest && mine && mine.size >= maxPerAddress && !closeFirstIdle(mine))
      return socket.destroy();
    if (open >= maxConnections && !closeFirstIdle(idle)) return socket.destroy();
    open += 1;
    socket[ADDRESS] = address;
    if (!byAddress.has(address)) byAddress.set(address, new Set());
    byAddress.get(address).add(socket);
    idle.add(socket);
    socket.setTimeout(firstRequestTimeout);
    socket.once('close', () => forget(socket));
  });

  server.on('request', (req, res) => {
    const socket = req.socket;
    if (!socket[ADDRESS]) return;
    // From here Node's own time-outs apply (requestTimeout, then keepAliveTimeout).
    if (!inFlight.has(socket)) socket.setTimeout(0);
    idle.delete(socket);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    // 'finish', not 'close': Next puts its own ten 'close' listeners on a response. A response
    // that never finishes ends with its socket, which 'close' above forgets.
    res.once('finish', () => {
      if (!socket[ADDRESS]) return;
      const left = inFlight.get(socket) - 1;
      if (left > 0) return inFlight.set(socket, left);
      inFlight.delete(socket);
      idle.add(socket);
    });
  });

  return { open: () => open };
}
