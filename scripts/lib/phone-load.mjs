// One cold page load on the phone profile of issue 27, as bench:phone measures it: a fresh
// browser context with the CPU slowed 4× and the network held to 1.6 Mbps down, 750 kbps up and a
// 150 ms round trip, 390 px wide, and a probe in the page for its paints and its interactive
// moment.

/** The profile of issue 27. */
export const CPU_SLOWDOWN = 4;
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const INTERACTIVE_TIMEOUT_MS = 30_000;
// What a visitor works, on the first screen (what they can reach before scrolling; the footer's
// newsletter box, say, is hydrated only when it comes near). Not hidden inputs: React writes
// those of a form's server action for the no-JavaScript post, outside the tree it attaches to.
const CONTROLS = 'button, input:not([type="hidden"]), select, textarea, summary';

/**
 * Runs in the page before its own scripts: records the largest paint as it is reported, and
 * polls until every control is React's. Polling, because React marks nothing when it attaches;
 * every 10 ms is a fraction of a per cent of a slowed CPU.
 */
function probe(CONTROLS) {
  const state = { lcp: 0, lcpElement: '', interactive: null, controls: 0 };
  window.__phoneBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.lcp = entry.startTime;
      state.lcpElement = entry.element
        ? entry.element.tagName.toLowerCase() + (entry.element.id ? `#${entry.element.id}` : '')
        : '(gone)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const isReacts = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const onFirstScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const timer = setInterval(() => {
    if (document.readyState === 'loading') return;
    const controls = [...document.querySelectorAll(CONTROLS)].filter(onFirstScreen);
    if (controls.length === 0 || !controls.every(isReacts)) return;
    state.interactive = performance.now();
    state.controls = controls.length;
    clearInterval(timer);
  }, 10);
}

/** One cold page load on the phone profile; figures in ms from the navigation's start. */
export async function loadOnPhone(browser, url, cookies = []) {
  const context = await browser.newContext(PHONE);
  if (cookies.length) await context.addCookies(cookies);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(probe, CONTROLS);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (response?.status() !== 200) return { failed: `HTTP ${response?.status()}` };
    // A signed-in page whose session was refused ends on the sign-in page: not a measurement.
    if (cookies.length && new URL(page.url()).pathname !== new URL(url).pathname)
      return { failed: `redirected to ${new URL(page.url()).pathname}` };
    const attached = await page
      .waitForFunction(() => window.__phoneBench.interactive !== null, null, {
        timeout: INTERACTIVE_TIMEOUT_MS,
        polling: 100,
      })
      .then(
        () => true,
        () => false,
      );
    // A late image may still become the largest paint; nothing has touched the page yet.
    await page.waitForTimeout(1000);
    const figures = await page.evaluate((CONTROLS) => {
      const state = window.__phoneBench;
      const stray = [...document.querySelectorAll(CONTROLS)]
        .filter((el) => el.getBoundingClientRect().top < innerHeight)
        .filter((el) => !Object.keys(el).some((key) => key.startsWith('__reactProps$')))
        .slice(0, 3)
        .map((el) => el.outerHTML.slice(0, 80));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: state.lcp || null,
        lcpElement: state.lcpElement,
        interactive: state.interactive,
        controls: state.controls,
        protocol: performance.getEntriesByType('navigation')[0]?.nextHopProtocol ?? '?',
        stray,
      };
    }, CONTROLS);
    if (!attached) return { ...figures, failed: `not interactive: ${figures.stray.join(' | ')}` };
    return figures;
  } finally {
    await context.close();
  }
}
