'use client';

import dynamic from 'next/dynamic';

/**
 * The quotation form, for the service pages: the eleven are one route, and a client component
 * imported by the route's server components goes into the first scripts of every page of it, so
 * the form's code (10.7 KiB in brotli) went to the ten pages that never show it. Imported here
 * (a client module, where Next splits a dynamic import), its code comes only with the page that
 * draws it; the server still writes the form into that page's HTML.
 */
export const QuoteFormOnDemand = dynamic(() =>
  import('./QuoteForm').then((module) => module.QuoteForm),
);
