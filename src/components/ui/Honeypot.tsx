import { HONEYPOT_FIELD } from '@/lib/schemas/fields';

/**
 * A field people never see or reach: off-screen, out of the tab order, hidden from screen
 * readers. Bots that fill every input give themselves away.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this empty</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
