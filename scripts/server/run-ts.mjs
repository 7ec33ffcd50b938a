// Runs a TypeScript script with tsx under the react-server condition, so server modules
// guarded by `import 'server-only'` load outside Next.js as they do inside it.
import { spawnSync } from 'node:child_process';

const [script, ...args] = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  ['--conditions=react-server', '--import', 'tsx', script, ...args],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
