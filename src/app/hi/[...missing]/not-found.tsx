import { NotFoundRoute, notFoundMetadata } from '@/app/_localized/not-found';

// The boundary of this segment's notFound(): the one beside the root layout (../not-found.tsx)
// does not catch a 404 thrown by a page right under that root layout (Next then sends an
// empty error document), so the catch-all has its own, inside the layout.
export const metadata = notFoundMetadata('hi');

export default function NotFound() {
  return <NotFoundRoute locale="hi" />;
}
