// Invoker Commands (HTML: a button that opens or closes a dialog or popover without script).
// React passes unknown lowercase attributes through to the HTML as they are; @types/react 19.3
// knows <dialog closedby> but not these two yet.
import 'react';

declare module 'react' {
  // A merged interface repeats React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string | undefined;
    /** What the button does to it; a custom command starts with two dashes. */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'toggle-popover'
      | 'show-popover'
      | 'hide-popover'
      | `--${string}`
      | undefined;
  }
}
