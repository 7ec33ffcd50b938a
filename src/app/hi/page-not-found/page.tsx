import { NotFoundRoute, notFoundPageMetadata } from '@/app/_localized/not-found';

// Not a page to link to: src/proxy.ts shows it, with status 404, for an address under /hi that
// names no page (an address matching no route would get the English global-not-found).
export const metadata = notFoundPageMetadata('hi');

export default function Page() {
  return <NotFoundRoute locale="hi" />;
}
