import { ImageResponse } from 'next/og';
import { MarkArt } from '@/components/seo/ShareCardArt';

// The square logo that structured data points at, drawn once at build time.
export const dynamic = 'force-static';

const SIZE = 512;

export function GET() {
  return new ImageResponse(<MarkArt size={SIZE} background="#0f2257" />, {
    width: SIZE,
    height: SIZE,
  });
}
