/**
 * A picture served as the file it is (our illustrations are SVG, which the image optimiser
 * passes through untouched anyway). A plain <img> from the server: next/image is a client
 * component, and hydrating it cost every page that showed a picture its script.
 * Lazy by default; `priority` for the page's largest paint: fetched at once, high priority,
 * decoded in the frame it arrives in.
 */
export function StaticImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  return (
    // Deliberate: these files need no optimiser, and the plain element needs no script.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
