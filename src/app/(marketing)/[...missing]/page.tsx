import { notFound } from 'next/navigation';

// Every URL that no route matches lands here, so the branded 404 is drawn by
// (marketing)/not-found.tsx inside the public frame of the marketing layout. The root layout
// has no not-found.tsx on purpose: its element travels in the payload of every page, which
// with the frame inside it was about 40 KB of every page's HTML.
export default function NoSuchPage() {
  notFound();
}
