import type { Metadata } from 'next';
import { adminMeta } from '@/features/leads/content/staff';

// Staff pages depend on the session: never prerendered, never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: adminMeta.title,
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-screen bg-slate-50">{children}</div>;
}
