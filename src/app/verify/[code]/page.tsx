import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { verifyPageTexts as t } from '@/features/documents/content/bills';
import { verifyDocument, type VerifyResult } from '@/features/documents/server';
import { VerifyRefusedView, VerifyView } from '@/features/documents/ui/VerifyView';
import { clientAddress } from '@/server/http/client-address';

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false, nocache: true },
  referrer: 'same-origin',
};

/** /verify/{code}: the QR code on every document opens this (issue 48 point 3). */
export default async function Page({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  let result: VerifyResult | { ok: false; reason: 'unavailable' };
  try {
    result = await verifyDocument(code.toUpperCase(), clientAddress(await headers()));
  } catch (error) {
    console.error('[verify] the page could not be read:', error);
    result = { ok: false, reason: 'unavailable' };
  }
  if (result.ok) return <VerifyView document={result.document} />;
  if (result.reason === 'not_found') notFound();
  return <VerifyRefusedView reason={result.reason} />;
}
