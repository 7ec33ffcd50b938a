/**
 * The label of the form field only bots fill (hidden from people, read by a bot's parser). A
 * module of its own, importing nothing: every lead form draws the field before its other code
 * loads, and content/forms.ts would bring the site's details into each form's first chunk.
 */
export const honeypotTexts = {
  label: 'Leave this empty',
};
