import { NotFoundRoute, notFoundMetadata } from '@/app/_localized/not-found';

export const metadata = notFoundMetadata('or');

export default function NotFound() {
  return <NotFoundRoute locale="or" />;
}
