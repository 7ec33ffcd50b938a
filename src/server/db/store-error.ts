/**
 * The one line a start prints when the store cannot be opened: which setting to look at
 * (DATA_DIR or DATABASE_URL, the URL without its password) and why, so an operator does not
 * read a driver's stack to learn that a folder is not writable or a server is down.
 */
export function storeErrorLine(
  error: unknown,
  config: { DATABASE_URL?: string; DATA_DIR: string },
): string {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
  if (config.DATABASE_URL) {
    return `Cannot open the PostgreSQL store at DATABASE_URL=${withoutPassword(config.DATABASE_URL)}: ${reason}`;
  }
  return `Cannot open the SQLite store in DATA_DIR=${config.DATA_DIR}: ${reason}`;
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
