// The production server: Next.js behind a plain Node HTTP server that decides who the client
// is. Next passes a client's own X-Forwarded-For through untouched, so the address is worked
// out here, from the socket (or, with TRUST_PROXY, from the hop our own proxy appended), and
// handed to the app in x-client-address, which a client cannot set.
import http from 'node:http';
import next from 'next';

export const CLIENT_ADDRESS_HEADER = 'x-client-address';

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

export async function serve({ port, hostname = '0.0.0.0' }) {
  const trustProxy = ['1', 'true'].includes(
    String(process.env.TRUST_PROXY ?? '')
      .trim()
      .toLowerCase(),
  );
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trustProxy);
    if (!trustProxy) delete req.headers['x-forwarded-for'];
    handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, hostname, resolve));
  console.log(`Ready on http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
