// The production server: Next.js behind a plain Node HTTP server that decides who the client
// is (scripts/server/address-server.mjs), for rate limits and the admin sign-in lockout.
import next from 'next';
import { createAddressServer, trustProxyFrom } from './address-server.mjs';
import { withSecurityHeaders } from './security-headers.mjs';

export { CLIENT_ADDRESS_HEADER, clientAddressOf } from './address-server.mjs';

export async function serve({ port, hostname = '0.0.0.0' }) {
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createAddressServer(withSecurityHeaders(handle), {
    trustProxy: trustProxyFrom(),
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, hostname, resolve));
  console.log(`Ready on http://localhost:${port}`);
  // The app registers work to finish first (the outbox sender records a send in progress).
  const stop = () =>
    server.close(async () => {
      await Promise.allSettled((globalThis.__beforeServerExit ?? []).map((hook) => hook()));
      process.exit(0);
    });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
