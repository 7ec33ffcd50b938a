/**
 * How a picture is fetched: `lazy` (the default) below the first screen; `eager` on the first
 * screen of a phone or a laptop, where lazy loading would fetch it only after layout (the route
 * tests check this on every public page); `priority` for the page's largest paint: fetched at
 * once, high priority, decoded in the frame it arrives in.
 */
export type ImageLoad = 'lazy' | 'eager' | 'priority';

/**
 * A picture served as the file it is (our illustrations are SVG, which the image optimiser
 * passes through untouched anyway). A plain <img> from the server: next/image is a client
 * component, and hydrating it cost every page that showed a picture its script.
 *
 * With `markup` (the file's SVG, read by the route with inlineSvg) the picture is drawn inside
 * the page instead, for the largest picture of a page: it then paints with the text rather than
 * after a request that shares a slow link with the scripts. It fills its box as the <img> with
 * `object-cover` would.
 */
export function StaticImage({
  src,
  alt,
  width,
  height,
  className,
  load = 'lazy',
  markup,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  load?: ImageLoad;
  markup?: string;
}) {
  if (markup)
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`block overflow-hidden [&>svg]:block [&>svg]:size-full ${className ?? ''}`}
        // Our own drawing, read from public/ at render (inlineSvg), never a visitor's text.
        dangerouslySetInnerHTML={{
          __html: markup.replace(/^<svg/, '<svg preserveAspectRatio="xMidYMid slice"'),
        }}
      />
    );
  return (
    // Deliberate: these files need no optimiser, and the plain element needs no script.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'priority' ? 'high' : undefined}
      decoding={load === 'priority' ? 'sync' : 'async'}
    />
  );
}
