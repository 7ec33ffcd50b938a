/**
 * Applied only when scripting is off: hide what needs JavaScript (the tabs, Continue, the
 * review) and show every step and the no-script texts. Plain (unlayered) rules win over
 * Tailwind's layered `hidden` utility.
 */
export function BookingNoScriptStyle({ formId }: { formId: string }) {
  const css =
    `#${formId} [data-js]{display:none!important}` +
    `#${formId} [data-step-panel],#${formId} p[data-nojs]{display:block}` +
    `#${formId} div[data-nojs]{display:contents}`;
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${css}</style>` }} />;
}
