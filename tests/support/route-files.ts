import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export { HTTP_METHODS } from '@/server/http/methods';

/** Every route.ts below `dir`, found on disk (slash-separated, sorted), so none is forgotten. */
export function routeFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export type RouteModule = Partial<
  Record<string, (request: Request, context?: unknown) => Promise<Response>>
>;

/** A route.ts's handlers, imported by path. */
export async function importRoute(dir: string, file: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href)) as RouteModule;
}
