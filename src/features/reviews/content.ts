import { site } from '@/content/site';

/** Reviews from completed moves (issue 26, point 1): every text the customer and staff read. */
export const reviewLimits = {
  /** A review's text, cleaned like every lead field. */
  text: 2000,
  /** The reason for hiding one, and the owner's public answer. */
  reason: 300,
  reply: 1000,
  /** How long a review link works after the move is marked done. */
  validDays: 60,
  /** Reviews per page on /reviews and the API. */
  pageSize: 20,
  /** Reviews a home, service or city page shows. */
  strip: 3,
} as const;

export const reviewTexts = {
  page: {
    title: 'Reviews from our customers',
    metaTitle: `Customer reviews of ${site.shortName} Packers & Movers`,
    description: `Reviews written only by customers whose move ${site.shortName} completed, each published whatever its rating.`,
    intro:
      'Only a customer whose move we completed can write one, through a link we send once the move is done. We publish every review whatever its rating; we hide one only for abuse or for someone’s personal details, and we never edit one.',
    average: (average: string, count: number) =>
      `${average} out of 5 from ${count.toLocaleString('en-IN')} review${count === 1 ? '' : 's'}`,
    none: 'No reviews yet. Reviews appear here as customers of completed moves write them.',
    previous: 'Newer reviews',
    next: 'Older reviews',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  stripHeading: 'What customers of completed moves say',
  stripAll: 'Read all reviews',
  verified: 'Verified move',
  stars: (rating: number) => `${rating} out of 5 stars`,
  route: (from: string, to: string) => (from === to ? `within ${from}` : `${from} to ${to}`),
  anonymous: 'A customer',
  replyHeading: `Reply from ${site.shortName}`,
  form: {
    title: 'Review your move',
    metaTitle: `Review your move with ${site.shortName}`,
    intro: (reference: string) =>
      `Tell other families how your move ${reference} went. Your review is published whatever you rate; this link works once.`,
    rating: 'Your rating',
    ratingLabels: ['1 star (poor)', '2 stars', '3 stars', '4 stars', '5 stars (excellent)'],
    text: 'Your review',
    textHint: '(optional, up to 2000 characters)',
    showName: 'Show my name as',
    showNames: {
      full: (name: string) => `${name} (full name)`,
      initial: (short: string) => `${short} (first name and initial)`,
      anonymous: 'Anonymous (“A customer”)',
    },
    submit: 'Publish my review',
    sending: 'Publishing…',
    failed: 'Your review could not be saved just now. Please try again.',
    fixFields: 'Please correct the highlighted fields.',
    rateLimited: (seconds: number) =>
      `Too many tries from your connection. Please try again in ${seconds} seconds.`,
  },
  thanks: {
    title: 'Thank you for your review',
    body: 'It is published on our reviews page.',
    google:
      'Would you also review us on Google? It helps other families find a mover they can trust.',
    googleLink: 'Review us on Google',
    allReviews: 'See all reviews',
  },
  gone: {
    title: 'This review link no longer works',
    used: 'A review has already been written with this link. Thank you!',
    expired: `Review links work for ${reviewLimits.validDays} days after the move. Please call or WhatsApp us if you would still like to tell us how it went.`,
    unknown: 'We do not know this review link. Please check that it was copied whole.',
  },
  email: {
    intro:
      'How did we do? Tell other families in a review (it takes a minute; this link works once, for 60 days):',
    button: 'Review your move',
  },
  whatsapp: (reference: string, url: string) =>
    `Hello from ${site.shortName}! Your move ${reference} is done. Would you tell other families how it went? This link works once: ${url}`,
  staff: {
    link: 'Review link',
    whatsapp: 'Send review link on WhatsApp',
    reviewed: (rating: number) => `Reviewed: ${rating} out of 5`,
    heading: 'Reviews',
    none: 'No reviews yet.',
    hidden: (reason: string, by: string) => `Hidden by ${by}: ${reason}`,
    hideReason: 'Reason for hiding (abuse or personal details; never the rating)',
    hide: 'Hide',
    show: 'Publish again',
    reply: 'Public reply',
    saveReply: 'Save reply',
    saved: 'Saved.',
    reasonRequired: 'Say why it is hidden: abuse, or someone’s personal details.',
    notFound: 'That review does not exist.',
    nav: 'Reviews',
    title: 'Reviews',
    intro:
      'Every review customers wrote through their link. Hide one only for abuse or for someone’s personal details, never for its rating: it is kept, with your reason. A reply is shown under the review.',
    forbidden: 'Only the owner manages reviews.',
    storeError: 'Reviews cannot be read just now.',
    published: 'Published',
    hiddenBadge: 'Hidden',
    notices: {
      saved: 'Saved.',
      reason: 'Say why it is hidden: abuse, or someone’s personal details.',
      invalid: 'That reply is too long.',
      missing: 'That review no longer exists.',
      failed: 'That change could not be saved just now. Please try again.',
      forbidden: 'Only the owner manages reviews.',
    },
  },
} as const;
