// Makes sure Debian's Chromium and Firefox ESR are there for the browser tests: installs the
// missing ones when we are root on Debian, otherwise stops with one line saying how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from '../lib/chromium.mjs';
import { firefoxPath } from '../lib/firefox.mjs';

const browsers = [
  { name: 'Chromium', path: chromiumPath(), variable: 'CHROMIUM_PATH', debian: 'chromium' },
  { name: 'Firefox', path: firefoxPath(), variable: 'FIREFOX_PATH', debian: 'firefox-esr' },
];
const missing = () => browsers.filter((browser) => !fs.existsSync(browser.path));

const installable = missing().filter((browser) => !process.env[browser.variable]);
const isRoot = process.getuid?.() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (installable.length > 0 && isRoot && hasApt) {
  const packages = installable.map((browser) => browser.debian);
  console.log(`Not found: installing Debian ${packages.join(' and ')} with apt-get (one time).`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  if (update.status === 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}

for (const browser of missing()) {
  console.error(
    `No ${browser.name} at ${browser.path}: install it (Debian: sudo apt-get install ${browser.debian}) or set ${browser.variable} to a ${browser.name} binary, then run npm test again.`,
  );
}
process.exit(missing().length > 0 ? 1 : 0);
