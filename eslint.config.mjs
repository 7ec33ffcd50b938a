import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers (DESIGN.md): lib/ and content/ run anywhere, so they import nothing of the
// server; components reach the server only through its actions; the database layer stands
// on its own. Tests may reach anywhere, except that nothing in src/ (tests included) imports
// the front server's scripts/: what both need lives in src/.
const intoScripts = {
  regex: '(^|/)scripts/',
  message:
    'src/ does not import scripts/: move what both need into src/ (plain .mjs with JSDoc types if the front server needs it).',
};
const layer = (files, regex, message) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }, intoScripts] }] },
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ['src/**'], rules: { 'no-restricted-imports': ['error', { patterns: [intoScripts] }] } },
  layer(
    ['src/lib/**', 'src/content/**'],
    '^@/(server|env)(/|$)',
    'lib/ and content/ run in the browser too: no server imports. Move the shared type or value to lib/.',
  ),
  layer(
    ['src/components/**'],
    '^@/server(?!/actions/)(/|$)',
    'Components reach the server only through its actions (@/server/actions/*); shared types live in lib/.',
  ),
  layer(
    ['src/server/db/**'],
    '^@/server(?!/db(/|$))(/|$)',
    'The database layer imports no other server folder: pass what it needs in, or move it to server/db/ or lib/.',
  ),
  {
    files: ['src/**'],
    ignores: ['src/lib/zod.ts', 'src/lib/zod-used.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // lucide-react's icon is a client component: every icon would be hydrated on every page.
          selector: "ImportDeclaration[source.value='lucide-react']",
          message: 'Icons come from @/components/ui/line-icons (plain SVG, no client code).',
        },
        {
          // Zod's JIT probes `new Function`, a CSP violation in the browser; @/lib/zod turns
          // it off before any schema is built. Types may still come from 'zod'.
          selector: "ImportDeclaration[source.value=/^zod(\\/|$)/][importKind!='type']",
          message: "Take z from '@/lib/zod' (Zod with its JIT off), not from 'zod'.",
        },
        {
          selector:
            ":matches(ExportNamedDeclaration, ExportAllDeclaration)[source.value=/^zod(\\/|$)/][exportKind!='type']",
          message: "Zod's functions are re-exported only by src/lib/zod-used.ts.",
        },
        {
          // A client component's imports go to the browser: the settings (and their secrets) stay on the server.
          selector:
            "Program:has(> ExpressionStatement[directive='use client']) ImportDeclaration[source.value=/^@\\/(env|server(?!\\/actions\\/))(\\/|$)/][importKind!='type']",
          message: 'A client component imports no @/env nor server code (only @/server/actions/*).',
        },
        {
          // A double cast says the types are wrong: fix them (a declaration in src/types/ for a library's).
          selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as`: give the value its real type.',
        },
        {
          selector: "Identifier[name='AnyDb'], TSTypeReference[typeName.name='AnyDb']",
          message: 'No AnyDb: take Kysely<Database> (or a Transaction of it).',
        },
      ],
    },
  },
  {
    // The settings are parsed, checked and named in one place (src/env.ts). Tests set them.
    // instrumentation.ts is the one exception: Next inlines process.env.NEXT_RUNTIME there at
    // build time so the Edge bundle drops the Node start; a function from env.ts would not be
    // inlined, and importing env.ts there would pull the server's modules into the Edge bundle.
    files: ['src/**'],
    ignores: ['src/env.ts', 'src/instrumentation.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through @/env (src/env.ts).',
        },
      ],
    },
  },
  globalIgnores([
    '.next*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
  ]),
]);
