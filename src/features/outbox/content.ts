/** The owner's Outbox (issue 45): every email the site wrote, whether it left, and why not. */
export const outboxTexts = {
  nav: 'Outbox',
  title: 'Outbox',
  intro:
    'Every email the site wrote: confirmations, quotations, documents, "move done" and review links, lead alerts and staff invites. Each says whether it left and, if not, why. Open one to read it as it was sent; send a failed one again.',
  /** Why an email is kept unsent: the reason stored on its row, and said on the page. */
  noSmtp: 'Not sent: email is not set up on this server (SMTP_URL is unset).',
  noSmtpBanner:
    'Email is not set up on this server (SMTP_URL is unset): emails are kept here, not sent. Set SMTP_URL and restart, then send again the ones that should still go.',
  none: 'No emails yet.',
  to: 'To',
  read: 'Read the email',
  attachments: 'Attached',
  sent: (when: string) => `Sent ${when}`,
  waiting: (attempts: number) =>
    attempts === 0 ? 'Waiting to be sent' : `Waiting to be tried again (tried ${attempts} times)`,
  failed: 'Not sent',
  resend: 'Send again',
  resendLabel: (subject: string, to: string) => `Send again: ${subject}, to ${to}`,
  previous: 'Newer emails',
  next: 'Older emails',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  forbidden: 'Only the owner sees the Outbox.',
  storeError: 'The Outbox cannot be read just now.',
  notices: {
    resent: 'Queued to be sent again.',
    noMail: 'Not sent: email is not set up on this server (SMTP_URL is unset).',
    missing: 'That email is no longer waiting to be sent again.',
    failed: 'That could not be done just now. Please try again.',
    forbidden: 'Only the owner sees the Outbox.',
  },
} as const;
