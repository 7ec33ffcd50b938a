'use client';

// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import { ClientTexts } from '../../client-texts-provider';

/** The track group's provider in the browser (see clientSide in scripts/content/i18n-registry.mjs). */
export function Texts(props: React.ComponentProps<typeof ClientTexts>) {
  return <ClientTexts {...props} />;
}
