import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { addLeadTexts } from '@/features/leads/content/add-lead';
import { AddLeadPage } from '@/features/leads/ui/add-lead/AddLeadPage';
import { loadAddLead } from '@/features/leads/server';

export const metadata: Metadata = { title: addLeadTexts.title };

/** "Add a lead": a lead from a call, a WhatsApp message, a visit or a referral. */
export default async function NewLead() {
  const data = await loadAddLead();
  if (data.state === 'signed-out') redirect('/admin/sign-in?reason=expired&next=/admin/leads/new');
  return <AddLeadPage requestKey={data.requestKey} />;
}
