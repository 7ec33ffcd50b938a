/**
 * Marketing claims, written once. The spec also says "over a decade"; we use "5+ years" for the
 * company and "30 years combined" for the team's experience, everywhere.
 */
export const claims = {
  rating: { value: '4.9/5', reviews: '1200+', label: 'from 1200+ reviews' },
  moves: { value: '5000+', label: 'moves completed' },
  cities: { value: '25+', label: 'cities served' },
  satisfaction: { value: '98%', label: 'customer satisfaction' },
  experience: { value: '5+', label: 'years of experience', text: '5+ years' },
  teamExperience: '30 years combined team experience',
  ridersServed: '25,000+',
  callbackPromise: 'Our team contacts you within 24 hours.',
  emailReply: 'We reply to emails within 1 business day.',
  support: '24/7 support',
} as const;
