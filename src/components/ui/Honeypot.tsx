import { useId } from 'react';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import * as honeypotText from '@/content/honeypot';
import { useTexts } from '@/lib/i18n/client-texts';

/**
 * A field people never see or reach: off-screen, out of the tab order, hidden from screen
 * readers. Bots that fill every input give themselves away. Its id is unique per form, so
 * two forms on one page (a contact form and the footer's newsletter box) do not clash.
 */
export function Honeypot() {
  const id = `hp-${useId()}`;
  const { honeypotTexts } = useTexts(honeypotText);
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{honeypotTexts.label}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
