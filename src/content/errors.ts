import { site } from './site';

type ErrorPageText = {
  /** The document title of global-error, which has no metadata of its own. */
  title: string;
  heading: string;
  text: string;
  retry: string;
  back: { label: string; href: string };
  call: string;
  /** Shown beside the error's digest, which matches a line of the server's log. */
  reference: string;
};

const call = `Or call us: ${site.phone.display}`;
const reference = 'Error reference';
const publicText = {
  title: `Something went wrong | ${site.name}`,
  heading: 'Something went wrong on our side',
  text: 'This page could not be shown just now. Please try again in a moment; if it keeps happening, call us and we will help you with your move straight away.',
  retry: 'Try again',
  back: { label: 'Back to the home page', href: '/' },
  call,
  reference,
} satisfies ErrorPageText;

/** The error pages: public (and global) and staff. The phone number is the company's one. */
export const errorPages = {
  public: publicText,
  staff: {
    title: `Something went wrong | ${site.name} staff`,
    heading: 'This staff page could not be shown',
    text: 'Something failed on the server while loading this page. Try again; if it keeps failing, give the reference below to whoever runs the site, and call the office for anything urgent.',
    retry: 'Try again',
    back: { label: 'Back to the dashboard', href: '/admin' },
    call: `Office: ${site.phone.display}`,
    reference,
  },
} as const satisfies Record<string, ErrorPageText>;

export const phoneHref = `tel:${site.phone.tel}`;
