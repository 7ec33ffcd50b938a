import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { accountTexts } from '@/features/people/content';
import { AccountPage } from '@/features/people/ui/AccountPage';
import { loadAccount } from '@/features/people/server';

export const metadata: Metadata = { title: accountTexts.title };

export default async function Account() {
  const data = await loadAccount();
  if (data.state === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/account');
  return <AccountPage data={data} />;
}
