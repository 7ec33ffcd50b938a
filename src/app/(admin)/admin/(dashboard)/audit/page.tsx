import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { auditTexts } from '@/features/people/content';
import { AuditPage } from '@/features/people/ui/AuditPage';
import { loadAudit } from '@/features/people/server';

export const metadata: Metadata = { title: auditTexts.title };

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function Audit({ searchParams }: { searchParams: Params }) {
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(1_000_000, Math.floor(Number(raw)) || 1));
  const data = await loadAudit(page);
  if (data.state === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/audit');
  return <AuditPage data={data} />;
}
