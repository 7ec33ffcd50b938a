export const newsletterForm = {
  label: 'Email for our newsletter',
  placeholder: 'you@example.com',
  hint: 'Moving tips and seasonal offers. We never share your address.',
  buttons: { subscribe: 'Subscribe', sending: 'Subscribing...' },
  subscribed: (email: string) => `Thank you for subscribing! Our newsletter will come to ${email}.`,
  messages: {
    failed: 'We could not subscribe you just now. Please try again.',
  },
} as const;
