import type { Metadata } from 'next';
import { ReviewLinkPage } from '@/components/pages/ReviewLinkPage';
import { reviewTexts } from '@/features/reviews/content';
import { reviewPageState } from '@/features/reviews/server';

// A customer's key: never indexed nor cached (the proxy adds the headers too).
export const metadata: Metadata = {
  title: reviewTexts.form.metaTitle,
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

export default async function Page({ params }: Props) {
  const { token } = await params;
  return <ReviewLinkPage token={token} view={await reviewPageState(token)} />;
}
