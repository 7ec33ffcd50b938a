/**
 * What a staff page says above its content: the notice a redirect named in `?done=` (say,
 * after a form without JavaScript) and the reason the page's data could not be read.
 */
export function DoneNotice({ notices, done }: { notices: Record<string, string>; done: unknown }) {
  // Only the page's own notices: `?done=` is the visitor's to type.
  const notice = typeof done === 'string' && Object.hasOwn(notices, done) ? notices[done] : null;
  return notice ? (
    <p
      role="status"
      className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 font-semibold text-brand-900"
    >
      {notice}
    </p>
  ) : null;
}

/** The page's data could not be read (readForPage's `problem`), shown in its place. */
export function ReadProblem({ problem }: { problem: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-900"
    >
      {problem}
    </p>
  );
}
