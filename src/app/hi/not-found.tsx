import { NotFoundRoute, notFoundMetadata } from '@/app/_localized/not-found';

export const metadata = notFoundMetadata('hi');

export default function NotFound() {
  return <NotFoundRoute locale="hi" />;
}
