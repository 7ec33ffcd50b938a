import { Phone as phoneNode } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChevronDown, Phone } from './line-icons';

describe('line icons', () => {
  it('draws lucide’s paths as a plain 24-unit SVG in the current colour', () => {
    const html = renderToStaticMarkup(<Phone className="size-5" />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('class="lucide lucide-phone size-5"');
    expect(html).toContain(`d="${phoneNode[0]![1].d}"`);
  });

  it('hides an unlabelled icon from assistive technology, and not a labelled one', () => {
    expect(renderToStaticMarkup(<ChevronDown />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<ChevronDown aria-label="More" />);
    expect(labelled).not.toContain('aria-hidden');
    expect(labelled).toContain('aria-label="More"');
  });
});
