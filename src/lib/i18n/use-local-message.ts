import { useCallback } from 'react';
import * as formsText from '@/content/forms';
import * as validationText from '@/content/validation';
import { useTexts } from './client-texts';

/** English message → its key, for every fixed message a form may be told (the schemas speak English). */
type MessageKey = { table: 'validation' | 'forms'; key: string };
const keyOfMessage = new Map<string, MessageKey>();
for (const [table, messages] of [
  ['validation', validationText.validationMessages],
  ['forms', formsText.formMessages],
] as const) {
  for (const [key, text] of Object.entries(messages) as [string, unknown][])
    if (typeof text === 'string') keyOfMessage.set(text, { table, key });
}

/**
 * A form's messages in the page's language. The Zod schemas are shared by the browser, the
 * server action and the JSON API, and keep English texts (the API's language); a field error or
 * alert they produce is shown through this, which finds the same message in the page's locale.
 * A message it does not know (a server's own sentence) is shown as it came.
 */
export function useLocalMessage(): (message: string | undefined) => string | undefined {
  const { validationMessages } = useTexts(validationText);
  const { formMessages } = useTexts(formsText);
  return useCallback(
    (message) => {
      const found = message === undefined ? undefined : keyOfMessage.get(message);
      if (!found) return message;
      const table: Record<string, unknown> =
        found.table === 'validation' ? validationMessages : formMessages;
      const local = table[found.key];
      return typeof local === 'string' ? local : message;
    },
    [validationMessages, formMessages],
  );
}
