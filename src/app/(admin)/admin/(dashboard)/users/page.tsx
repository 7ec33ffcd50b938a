import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { peopleTexts } from '@/features/people/content';
import { PeoplePage } from '@/features/people/ui/PeoplePage';
import { loadPeople } from '@/features/people/server';

export const metadata: Metadata = { title: peopleTexts.title };

export default async function Users() {
  const data = await loadPeople();
  if (data.state === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/users');
  return <PeoplePage data={data} />;
}
