import 'server-only';
import { apiMessages } from '@/content/api';
import { errorResponse } from './responses';

/** Every method Next lets a route.ts export. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Handler<Ctx> = (request: Request, context: Ctx) => Response | Promise<Response>;
/** What Next calls; the context is optional so a test may call a route without one. */
type RouteHandler<Ctx> = (request: Request, context?: Ctx) => Promise<Response>;
type OwnMethod = Exclude<HttpMethod, 'HEAD' | 'OPTIONS'>;

/**
 * All seven handlers of a route.ts from the ones it really has. Next answers a method a
 * route does not export with an empty 405 and no Allow header, which breaks the JSON error
 * contract; so every route exports all of them through this:
 *   export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: … });
 * HEAD follows GET (without the body), OPTIONS answers 204 with Allow, the rest 405 with Allow.
 */
export function apiRoute<Ctx>(
  handlers: Partial<Record<OwnMethod, Handler<Ctx>>>,
): Record<HttpMethod, RouteHandler<Ctx>> {
  const own = HTTP_METHODS.filter((method) => handlers[method as OwnMethod] !== undefined);
  const allowed = HTTP_METHODS.filter(
    (method) => own.includes(method) || method === 'OPTIONS' || (method === 'HEAD' && handlers.GET),
  );
  const allow = allowed.join(', ');
  const notAllowed: RouteHandler<Ctx> = async () =>
    errorResponse('method_not_allowed', apiMessages.methodNotAllowed(allow), undefined, {
      Allow: allow,
    });
  const get = handlers.GET;
  const result = {} as Record<HttpMethod, RouteHandler<Ctx>>;
  for (const method of HTTP_METHODS) {
    const handler = handlers[method as OwnMethod];
    result[method] = handler
      ? async (request, context) => handler(request, context as Ctx)
      : notAllowed;
  }
  result.OPTIONS = async () =>
    new Response(null, { status: 204, headers: { Allow: allow, 'Cache-Control': 'no-store' } });
  if (get)
    result.HEAD = async (request, context) => {
      const response = await get(request, context as Ctx);
      return new Response(null, { status: response.status, headers: response.headers });
    };
  return result;
}
