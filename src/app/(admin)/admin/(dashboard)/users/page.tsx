import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { peopleTexts } from '@/content/admin';
import { PeoplePage } from '@/components/admin/people/PeoplePage';
import { loadPeople } from '@/server/admin/users';

export const metadata: Metadata = { title: peopleTexts.title };

export default async function Users() {
  const data = await loadPeople();
  if (data.state === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/users');
  return <PeoplePage data={data} />;
}
