import { notFound } from 'next/navigation';

// An address under this language that names no page: its own 404 (./not-found.tsx) inside this
// language's root layout, so `<html lang>` and the words are the language's. Without this
// route the URL matches nothing and Next answers with the English global-not-found.
export default function Missing(): never {
  notFound();
}
