import { claims } from './claims';
import { site } from './site';

export const homePage = {
  metaTitle: `${site.name} | Home & Office Shifting Across India`,
  description:
    'Packers and movers for homes, offices, cars and bikes across India: trained crews, premium packing, GPS-tracked trucks, insured transit and a free quote within 24 hours.',
} as const;

/**
 * The hero's background. To use the company's own footage, replace `video` (a short, muted,
 * looping MP4 under /public, ideally under 1 MB) and `poster` (its first frame, same 16:9 size).
 */
export const heroMedia = {
  video: { src: '/media/hero-loop.mp4', type: 'video/mp4' },
  /**
   * The poster (first frame, 16:9) is served as static AVIF and WebP files at these widths,
   * made from `src` by scripts/media/poster-variants.mjs: a plain file is the fastest LCP image.
   */
  poster: {
    src: '/media/hero-poster.png',
    width: 1280,
    height: 720,
    variantWidths: [480, 768, 1080, 1280],
    variant: (width: number, format: 'avif' | 'webp') => `/media/hero-poster-${width}.${format}`,
    /**
     * On a phone (screens up to `media`) the AVIF of `width` is written into the page: a file
     * fetched beside the page's scripts painted 0.3 s after the text on a slow phone.
     */
    inline: { media: '(max-width: 30rem)', width: 768 },
  },
  /** Wait this long after the page has loaded before fetching the video. */
  startDelayMs: 2000,
  pauseLabel: 'Pause background video',
  playLabel: 'Play background video',
} as const;

export const hero = {
  eyebrow: 'Trusted packers & movers across India',
  heading: 'Your move, handled with care from the first box to the last',
  text: `Home, office, car and bike shifting with trained crews, premium packing and GPS-tracked trucks. ${claims.callbackPromise}`,
  primaryCta: { label: 'Get Your Free Quote', href: '/booking' },
  secondaryCta: { label: 'Talk to Us', href: '/contact' },
  estimateLink: { label: 'Or see your price in ₹ now, itemised, in 30 seconds', href: '/estimate' },
} as const;

/**
 * The ratings strip: the company's facts from claims.ts, and first, only when there are
 * published reviews, their average and count (the page reads them; none → no rating at all).
 */
export const ratings = {
  heading: 'MoveEase in numbers',
  rating: (average: string, count: number) => ({
    value: `${average}/5`,
    label: `rating from ${count.toLocaleString('en-IN')} review${count === 1 ? '' : 's'} of completed moves`,
  }),
  items: [
    { value: claims.cities.value, label: claims.cities.label },
    { value: claims.experience.value, label: claims.experience.label },
  ],
} as const;

export const whyChooseUs = {
  eyebrow: 'Why choose us',
  heading: 'A move you do not have to worry about',
  text: 'Every move gets the same care, whether it is a one-room flat across town or a full office across the country.',
  cards: [
    {
      icon: 'BadgeCheck',
      title: 'Verified, trained crews',
      text: 'Our own employees, background-checked and trained in packing, lifting and loading. No day labour picked up on the way.',
    },
    {
      icon: 'ReceiptIndianRupee',
      title: 'Clear, written quotes',
      text: 'A free survey and an itemised quote before you book. The price we quote is the price you pay: no hidden charges.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Insured transit',
      text: 'Transit insurance options for every move, and a named coordinator who handles any claim with you.',
    },
    {
      icon: 'Navigation',
      title: 'GPS-tracked trucks',
      text: 'Closed-body trucks with live tracking, so you know where your belongings are at every stage of the journey.',
    },
    {
      icon: 'Clock',
      title: 'On-time, every time',
      text: 'Pickup and delivery slots agreed in advance and kept. If anything changes on the road, you hear it from us first.',
    },
    {
      icon: 'Headset',
      title: claims.support,
      text: `Call or WhatsApp us at any hour. ${claims.emailReply}`,
    },
  ],
} as const;

export const contactSection = {
  eyebrow: 'Contact us',
  heading: 'Plan your move with us',
  text: `Tell us where you are moving from and to, and roughly what you are taking. ${claims.callbackPromise}`,
  phoneLabel: 'Call us',
  emailLabel: 'Email us',
  addressLabel: 'Head office',
  hoursLabel: 'Support hours',
} as const;

export const ctaBand = {
  heading: 'Ready to plan your move?',
  text: 'Get a free, itemised quote. No obligation, no hidden costs.',
  primary: { label: 'Get Your Free Quote', href: '/booking' },
  callLabel: 'Call',
} as const;
