// Makes sure Debian's Chromium is there for the browser tests: installs it when we are root
// on Debian, otherwise stops with one line saying how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../lib/chromium.mjs';

const target = chromiumPath();
if (fs.existsSync(target)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log('Chromium not found: installing Debian chromium with apt-get (one time).');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (install && install.status === 0 && fs.existsSync(target)) process.exit(0);
}
console.error(
  `No Chromium at ${target}: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`,
);
process.exit(1);
