// Where Firefox is for the browser tests: Debian's ESR package at /usr/bin/firefox-esr unless
// FIREFOX_PATH names another binary. Driven through WebDriver BiDi (puppeteer-core): nothing
// is downloaded.
export const DEFAULT_FIREFOX_PATH = '/usr/bin/firefox-esr';

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function firefoxPath(env = process.env) {
  return env.FIREFOX_PATH ?? DEFAULT_FIREFOX_PATH;
}
