import { describe, expect, it } from 'vitest';
import { picturesFile } from './language-name-pictures.mjs';
import { readFileSync } from 'node:fs';
import { languageNames } from '@/content/language-names';

describe('the language names drawn as outlines', () => {
  it('are what scripts/content/language-name-pictures.mjs draws from today’s names', () => {
    const committed = readFileSync('src/content/language-name-pictures.ts', 'utf8');
    expect(committed).toBe(picturesFile(languageNames));
  });
});
