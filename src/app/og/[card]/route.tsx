import { ImageResponse } from 'next/og';
import { ShareCardArt } from '@/components/seo/ShareCardArt';
import { isShareCardKey, shareCardKeys, shareCards, shareCardSize } from '@/content/share-cards';

// Every card is drawn at build time; any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return shareCardKeys.map((key) => ({ card: `${key}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const key = (await params).card.replace(/\.png$/, '');
  if (!isShareCardKey(key)) return new Response(null, { status: 404 });
  return new ImageResponse(<ShareCardArt card={shareCards[key]} />, shareCardSize);
}
