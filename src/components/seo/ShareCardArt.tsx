import type { ShareCard } from '@/content/share-cards';
import { shareCardFooter } from '@/content/share-cards';
import { markShapes } from '@/components/layout/LogoMark';

/** The company's mark for next/og, which takes sizes as attributes, not classes. */
export function MarkArt({ size, background = '#1d4fd8' }: { size: number; background?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40">
      {markShapes(background)}
    </svg>
  );
}

/** A 1200 × 630 share card: the mark, the page's title and a footer with the phone number. */
export function ShareCardArt({ card }: { card: ShareCard }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: 'linear-gradient(135deg, #0f2257 0%, #18348a 70%, #1a3fae 100%)',
        color: '#ffffff',
        padding: '64px 72px 0',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <MarkArt size={88} />
        <div style={{ fontSize: 34, color: '#fdba74', letterSpacing: 1 }}>{card.eyebrow}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: card.title.length > 40 ? 64 : 80, lineHeight: 1.1 }}>
          {card.title}
        </div>
        <div style={{ fontSize: 32, lineHeight: 1.35, color: '#dbe6fe', maxWidth: 1000 }}>
          {card.text}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          margin: '0 -72px',
          padding: '26px 72px',
          background: '#f97316',
          color: '#0f2257',
          fontSize: 30,
        }}
      >
        <div>{shareCardFooter.phone}</div>
        <div>{shareCardFooter.facts}</div>
      </div>
    </div>
  );
}
