'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useLocale } from '@/lib/i18n/client-texts';
import { localHref } from '@/lib/i18n/localized-paths';

/**
 * next/link that stays in the page's language: the content's links are English paths
 * (`/booking`), which on a Hindi page lead to `/hi/booking` where that page is translated, and
 * to the English page where it is not (localHref). On an English page it is next/link.
 */
export default function LocalLink({ href, ...props }: ComponentProps<typeof Link>) {
  const locale = useLocale();
  return <Link href={typeof href === 'string' ? localHref(href, locale) : href} {...props} />;
}
