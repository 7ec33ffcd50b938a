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
    ['src/lib/x.ts', "export { siteUrl } from '@/env';\n", 'lib/ and content/ run in the browser'],
    [
      'src/content/x.ts',
      "import { env } from '@/env';\nexport const a = env;\n",
      'lib/ and content/',
    ],
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
  ])('%s: %j passes', async (filePath, code) => {
    expect(await ruleMessages(filePath, code)).toEqual([]);
  });
});
