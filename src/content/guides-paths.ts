/** The printable guides (pages under /guides/); their content is in guides.ts. */
export const guideSlugs = ['moving-plan', 'savings'] as const;

export type GuideSlug = (typeof guideSlugs)[number];

export const guidePath = (slug: GuideSlug) => `/guides/${slug}`;
