export const DEFAULT_CHROMIUM_PATH: '/usr/bin/chromium';
export function chromiumPath(env?: Record<string, string | undefined>): string;
export const CHROMIUM_ARGS: string[];
