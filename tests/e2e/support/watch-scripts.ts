import type { Page } from '@playwright/test';

/**
 * The scripts a page fetches, by content: `marked` holds those carrying `marker`, a text that
 * only one form's code has (a label or button text from src/content/).
 * `read()` settles once every script fetched so far has been read.
 */
export function watchScripts(page: Page, marker: string) {
  const reads: Promise<void>[] = [];
  const seen = {
    scripts: [] as string[],
    marked: [] as string[],
    read: () => Promise.all(reads),
  };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    seen.scripts.push(url);
    reads.push(
      response.text().then(
        (body) => {
          if (body.includes(marker)) seen.marked.push(url);
        },
        () => {},
      ),
    );
  });
  return seen;
}
