'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts-provider';
import * as en59 from '@/features/estimate/content/estimate-lines';
import * as hi59 from '@/features/estimate/content/estimate-lines.hi';

/** English module and its translation, shipped as code (codeModules in scripts/content/i18n-registry.mjs). */
const code = [[en59, hi59]] as const;

/** The estimate group's provider in the browser on the hi pages, with its code texts. */
export function Texts(props: React.ComponentProps<typeof ClientTexts>) {
  return <ClientTexts {...props} code={code} />;
}
