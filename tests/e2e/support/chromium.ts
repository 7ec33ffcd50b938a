import fs from 'node:fs';

/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return fs.existsSync(chromiumPath());
}

// Root needs --no-sandbox; the rest keep Chromium from calling home on a closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
