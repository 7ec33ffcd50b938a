// The one place that says where Chromium is and how we start it: Debian's package at
// /usr/bin/chromium unless CHROMIUM_PATH names another binary.
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
}

// Root needs --no-sandbox; the rest keep Chromium from calling home on a closed network, and
// from loading its own address bar's pop-up: Chromium 156 draws it as a web page of its own
// (chrome://omnibox-popup.top-chrome) in every new window, which is every browser context, and
// loads it while the page under test loads, on the same two cores. A phone's browser has no
// such page, so the benchmarks and tests leave it out (docs/benchmarks.md).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.env.BENCH_OMNIBOX_WEBUI === '1'
    ? []
    : [
        '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ]),
];

/**
 * Options for a screenshot of the whole page, as a visitor sees it by scrolling: the footer's
 * bands have `content-visibility: auto` (src/app/globals.css), which Chromium does not draw in a
 * capture beyond the viewport, so the capture draws them.
 */
export const WHOLE_PAGE_SCREENSHOT = {
  fullPage: true,
  style: '* { content-visibility: visible !important; }',
};
