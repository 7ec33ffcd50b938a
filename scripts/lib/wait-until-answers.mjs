// Every benchmark that starts a server (the site, the floor) waits for it here.

/** Whether `url` answers 200 now; a server still starting refuses or fails meanwhile. */
export const answers = (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Resolves once `url` answers 200; throws after `seconds`. */
export async function waitUntilAnswers(url, seconds = 60) {
  for (let i = 0; i < seconds * 2; i++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}
