import type { Metadata } from 'next';
import { inviteTexts } from '@/features/people/content';
import { InvitePage } from '@/features/people/ui/InvitePage';
import { adminInviteFor } from '@/features/people/server';

export const metadata: Metadata = { title: inviteTexts.title };

/** The page behind an invite or reset link: no session needed, the link is the proof. */
export default async function Invite({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let invite;
  try {
    invite = await adminInviteFor(token);
  } catch (error) {
    console.error('[admin] reading an invite link failed:', error);
  }
  return <InvitePage token={token} invite={invite} />;
}
