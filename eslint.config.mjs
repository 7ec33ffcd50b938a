import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

import fs from 'node:fs';

// The layers (DESIGN.md, docs/architecture.md): code that runs anywhere (lib/, content/, a
// feature's rules, texts and schemas) imports nothing of the server; UI reaches the server only
// through server actions; the database layer stands on its own. Between features, one feature
// uses another only through its public faces (index.ts for rules and types, server/index.ts for
// server functions) and the parts that are public by path (components, texts, schemas,
// settings, server actions), never its insides (its data access, its helpers).
// Tests may reach anywhere, except that nothing in src/ imports the front server's scripts/.
// ESLint replaces, not merges, a rule's options when two blocks match a file, so each block
// below covers its own files and lists every pattern they keep.
const intoScripts = {
  regex: '(^|/)scripts/',
  message:
    'src/ does not import scripts/: move what both need into src/ (plain .mjs with JSDoc types if the front server needs it).',
};
const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_PARTS =
  // content.hi / content.or: a feature's texts in Hindi and Odia (issue 49), public like its content;
  // content-<part>: a part of its texts a form loads alone (tracking's content-on-success).
  '(server|content(-[a-z-]+)?(\\.(hi|or))?|schemas?|settings)$|ui/|server/actions/|content/|schemas/|settings/';
const insidesOf = (own) => ({
  regex: `^@/features/${own ? `(?!${own}/)` : ''}[^/]+/(?!${PUBLIC_PARTS})`,
  message:
    "Another feature's insides: import its public face (@/features/<name> or /server), or its components, texts, schemas, settings or server actions by path.",
});
const anywhere = {
  regex:
    '^(@/(server|env)(/|$)|@/features/[^/]+/(server|ui)(/|$)|\\.{1,2}/(\\.\\./)*(server|ui)(/|$))',
  message:
    'This code runs in the browser too: no server imports and no components. Move the shared type or value out of server/ or ui/.',
};
const uiLayer = {
  regex: '^(@/server(/|$)|@/features/[^/]+/server(?!/actions/)(/|$)|(\\.\\./)+server/(?!actions/))',
  message:
    "Components reach the server only through server actions (server/actions/*); shared types live beside the feature's rules.",
};
const dataLayer = {
  regex: '^@/server(?!/db(/|$))(/|$)',
  message:
    "The database layer imports no other server folder: pass what it needs in, or move it to server/db/ or a feature's server/data/.",
};
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const imports = (files, patterns, ignores = []) => ({
  files,
  ignores: [...TESTS, ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns: [intoScripts, ...patterns] }] },
});
const featureBlocks = FEATURES.flatMap((name) => {
  const root = `src/features/${name}`;
  const own = insidesOf(name);
  return [
    imports([`${root}/**`], [anywhere, own], [`${root}/ui/**`, `${root}/server/**`]),
    imports([`${root}/ui/**`], [uiLayer, own]),
    imports([`${root}/server/**`], [own], [`${root}/server/data/**`]),
    imports([`${root}/server/data/**`], [dataLayer, own]),
  ];
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  imports(['src/**'], [insidesOf()], ['src/features/**']),
  imports(['src/lib/**', 'src/content/**'], [anywhere, insidesOf()]),
  imports(['src/components/**'], [uiLayer, insidesOf()]),
  imports(['src/server/db/**'], [dataLayer, insidesOf()]),
  ...featureBlocks,
  { files: TESTS, rules: { 'no-restricted-imports': ['error', { patterns: [intoScripts] }] } },
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
            "Program:has(> ExpressionStatement[directive='use client']) ImportDeclaration[source.value=/^@\\/(env|server|features\\/[^\\/]+\\/server(?!\\/actions\\/))(\\/|$)/][importKind!='type']",
          message: 'A client component imports no @/env nor server code (only server actions).',
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
