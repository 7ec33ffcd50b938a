import { whenIdle } from './when-idle';

/**
 * The phone menu's first opening laid out its text for the first time, in the tap's frame. A
 * hidden copy of the panel's content, laid out once while the browser is idle, pays for the
 * text's shaping before the visitor asks. (It once paid for the language switch's हिन्दी and
 * ଓଡ଼ିଆ too, fonts for two more scripts, ≈ 40–70 ms with the CPU 4× slower; those names are now
 * pictures, LanguageName.tsx.) Returns a cancel.
 */
export function warmMenuText(panel: HTMLElement, width: string): () => void {
  const draw = () => {
    const content = panel.firstElementChild;
    if (!content) return;
    const copy = document.createElement('div');
    copy.append(content.cloneNode(true));
    // A copy of an autofocus control would take focus when it joins the page.
    for (const node of copy.querySelectorAll('[autofocus], [id]')) {
      node.removeAttribute('autofocus');
      node.removeAttribute('id');
    }
    copy.inert = true;
    copy.setAttribute('aria-hidden', 'true');
    copy.style.cssText = `position:absolute;top:0;left:0;width:${width};visibility:hidden;pointer-events:none`;
    document.body.append(copy);
    void copy.offsetWidth; // lays it out (the costly part); it is removed in the same task
    copy.remove();
  };
  return whenIdle(draw);
}
