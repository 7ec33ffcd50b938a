'use client';

import dynamic from 'next/dynamic';

/**
 * The survey editor, for /track: a client component imported by the route's server components
 * goes into the first scripts of every load of the route, so the editor and its catalogue of
 * items (6.8 KB of the route's scripts in brotli) came with every look-up form, found request or
 * not, on the route slowest to become interactive on the phone profile (issue 50). Imported
 * here (a client module, where Next splits a dynamic import), its code comes only with a page
 * that draws it; the server still writes the editor into that page's HTML.
 */
export const SurveyEditorOnDemand = dynamic(() =>
  import('./SurveyEditor').then((module) => module.SurveyEditor),
);
