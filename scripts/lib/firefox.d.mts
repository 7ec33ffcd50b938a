export const DEFAULT_FIREFOX_PATH: '/usr/bin/firefox-esr';
export function firefoxPath(env?: Record<string, string | undefined>): string;
