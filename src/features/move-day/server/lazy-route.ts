import 'server-only';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * A route handler made on its first call, not when its module loads: this feature's server
 * face is loaded while the people feature's is (erasure reaches the move's records), so
 * `adminRoute` may not exist yet at load time.
 */
export function lazyRoute<C>(make: () => Handler<C>): Handler<C> {
  let handler: Handler<C> | undefined;
  return (request, context) => (handler ??= make())(request, context);
}
