// A lead or page of the staff area that does not exist: the public 404's content, in the staff
// layout (the root layout has no not-found boundary; see app/global-not-found.tsx).
export { default, metadata } from '../../(marketing)/not-found';
