import fs from 'node:fs';
import { chromiumPath } from '../../../scripts/lib/chromium.mjs';

export { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/lib/chromium.mjs';

export function hasChromium(): boolean {
  return fs.existsSync(chromiumPath());
}
