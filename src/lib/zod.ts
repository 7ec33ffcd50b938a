import * as z from './zod-used';

// Zod 4 compiles object schemas with `new Function` when it may, and finds out whether it may
// by trying `new Function('')` as the first object schema is built. Our CSP has no
// 'unsafe-eval', so in the browser that probe is blocked and reported as a CSP violation on
// every page or form that loads a schema (caught by Zod, but noise in every report). Without
// the JIT there is no probe. Set here, before any schema exists: every module that builds one
// takes `z` from this file (ESLint enforces it), so this runs first in the browser and on the
// server alike, and both validate through the same code.
z.config({ jitless: true });

export { z };
