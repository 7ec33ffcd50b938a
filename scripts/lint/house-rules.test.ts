import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house rules eslint.config.mjs keeps (issue 46): each is checked on a line that breaks it,
// linted as if it were the file named, so a rule that stops matching fails here.
const eslint = new ESLint();

async function ruleMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the house rules', () => {
  it.each([
    ['src/server/x.ts', 'export const a = process.env.X;\n', 'Read settings through @/env'],
    ['src/server/x.ts', 'export const a = (1 as unknown) as string;\n', 'No `as unknown as`'],
    ['src/server/x.ts', 'export type AnyDb = unknown;\n', 'No AnyDb'],
    ['src/lib/x.ts', "export { siteUrl } from '@/env';\n", 'runs in the browser too'],
    ['src/content/x.ts', "import { env } from '@/env';\nexport const a = env;\n", 'no server'],
    // A feature's rules and texts run anywhere: not its own server code, nor its components.
    ['src/features/quotation/x.ts', "export { a } from './server/x';\n", 'runs in the browser'],
    ['src/features/quotation/content/x.ts', "export { a } from '../ui/X';\n", 'no components'],
    // Components reach the server through server actions only.
    ['src/features/quotation/ui/X.tsx', "export { a } from '../server/x';\n", 'server actions'],
    ['src/components/X.tsx', "export { a } from '@/features/leads/server/x';\n", 'server actions'],
    // The database layer stands on its own.
    ['src/features/leads/server/data/x.ts', "export { a } from '@/server/mail/x';\n", 'database'],
    // Another feature only through its public faces, texts, schemas, settings and actions.
    ['src/features/quotation/x.ts', "export { a } from '@/features/leads/format';\n", 'insides'],
    ['src/app/x/page.tsx', "export { a } from '@/features/leads/server/lead-page';\n", 'insides'],
    ['src/server/x.ts', "export { a } from '@/features/people/server/data/users';\n", 'insides'],
    [
      'src/components/X.tsx',
      "'use client';\nimport { siteUrl } from '@/env';\nexport const a = siteUrl;\n",
      'A client component imports no @/env',
    ],
  ])('%s: %j is refused', async (filePath, code, message) => {
    expect((await ruleMessages(filePath, code)).join('\n')).toContain(message);
  });

  it.each([
    ['src/env.ts', 'export const a = process.env.X;\n'],
    ['src/server/x.ts', "import { siteUrl } from '@/env';\nexport const a = siteUrl;\n"],
    ['src/components/X.tsx', "import { siteUrl } from '@/env';\nexport const a = siteUrl;\n"],
    ['src/server/x.ts', 'export const a = 1 as number;\n'],
    ['src/features/quotation/x.ts', "export { a } from '@/features/leads';\n"],
    [
      'src/features/quotation/ui/X.tsx',
      "export { a } from '@/features/leads/ui/list/Pagination';\n",
    ],
    ['src/features/quotation/ui/X.tsx', "export { a } from '../server/actions/x';\n"],
    ['src/features/quotation/server/x.ts', "export { a } from '@/features/leads/server';\n"],
    ['src/app/x/page.tsx', "export { a } from '@/features/leads/content/staff';\n"],
    ['src/features/leads/x.ts', "export { a } from '@/features/leads/format';\n"],
  ])('%s: %j passes', async (filePath, code) => {
    expect(await ruleMessages(filePath, code)).toEqual([]);
  });
});
