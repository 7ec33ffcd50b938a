export const notFoundPage = {
  metaTitle: 'Page not found',
  description: 'The page you were looking for could not be found.',
  code: '404',
  heading: 'This page took a wrong turn',
  text: 'The page you asked for does not exist or has moved. Your belongings would never get lost like this; let us get you back on the road.',
  home: { label: 'Back to the home page', href: '/' },
  links: [
    { label: 'Our services', href: '/services' },
    { label: 'Book a move', href: '/booking' },
    { label: 'Contact us', href: '/contact' },
  ],
} as const;
