// bench:phone's PHONE_VIA=caddy: the documented deployment's Caddy in front of a server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';

/** Whether Caddy answers 200 over HTTPS (its local CA is not trusted here, so not checked). */
const answersTls = (url) =>
  new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

/**
 * deploy/Caddyfile, unchanged, as deployed but with its own local CA: `siteAddress` served on
 * `httpsPort` (and `httpPort`, which only redirects) in front of the app on `appPort`; its
 * certificates and state under `scratch` (the CA's root in `xdg-data/caddy/pki/authorities/local`),
 * never in the machine's trust store. Detached, so it is stopped as a process group; stdout and
 * stderr are piped. `env` adds to Caddy's environment.
 */
export function spawnDeployedCaddy({
  caddyPath,
  scratch,
  siteAddress,
  appPort,
  httpPort,
  httpsPort,
  env = {},
}) {
  return spawn(caddyPath, ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: scratch,
      XDG_DATA_HOME: path.join(scratch, 'xdg-data'),
      XDG_CONFIG_HOME: path.join(scratch, 'xdg-config'),
      SITE_ADDRESS: siteAddress,
      TLS_ISSUER: 'internal',
      APP_PORT: String(appPort),
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: 'off',
      ...env,
    },
  });
}

/**
 * deploy/Caddyfile, unchanged, in front of the server on `appPort`, on `httpsPort` (and
 * `httpPort`, which only redirects), its state in a new folder under `scratchRoot`: its HTTPS
 * origin once it answers. The child goes into `children` (stopped as a process group: detached).
 */
export async function startCaddy({
  name,
  appPort,
  httpsPort,
  httpPort,
  scratchRoot,
  caddyPath,
  children,
}) {
  const scratch = fs.mkdtempSync(path.join(scratchRoot, 'caddy-'));
  const child = spawnDeployedCaddy({
    caddyPath,
    scratch,
    siteAddress: 'localhost',
    appPort,
    httpPort,
    httpsPort,
  });
  child.stdout.resume();
  children.push(child);
  // Caddy logs every start and stop; shown only when it stops on its own.
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.on('exit', (code) => {
    console.error(`Caddy in front of ${name} stopped (exit code ${code}):\n${log}`);
    process.exit(1);
  });
  const origin = `https://localhost:${httpsPort}`;
  for (let i = 0; i < 120 && !(await answersTls(origin + '/')); i++)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return origin;
}
