// What the front server (scripts/server/request-limits.mjs) says when it refuses a request
// before Next reads it. Plain JavaScript: the front server runs without a TypeScript step.

/** The JSON `error.message` of each refusal (for scripts and the site's own fetches). */
export const requestLimitMessages = {
  lengthRequired: 'Send this request with a Content-Length.',
  tooLarge: (kib) => `The request body is larger than ${kib} KiB.`,
  badAction: 'This form call is not one our pages make.',
  crossOrigin: 'This form was sent from another site, so nothing was done.',
};

/** The page a browser shows when a form posted without JavaScript was refused before any work. */
export const refusedFormPage = {
  title: 'Not sent — MoveEase Packers & Movers',
  heading: 'That form was not sent',
  crossOrigin:
    'It came from a page of another site, so nothing was done. Open the form on our own site and send it there.',
  badAction: 'What arrived was not what our form sends, so nothing was done.',
  again: 'Open the page again',
};

/** The page a browser shows when a form posted without JavaScript was too large. */
export const tooLargePage = {
  title: 'Too long to send — MoveEase Packers & Movers',
  heading: 'That was too long to send',
  body: (kib) =>
    `What the form sent is over ${kib} KB, more than any of our forms takes, so nothing was sent.`,
  keepTyped:
    "Go back with your browser's Back button: what you typed is usually still in the form. Shorten the longest field, such as the message, and send it again.",
  again: 'Open the form again',
};
