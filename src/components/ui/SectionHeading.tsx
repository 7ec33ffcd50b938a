export type HeadingLevel = 'h1' | 'h2';

interface Props {
  eyebrow?: string;
  heading: string;
  text?: string;
  as?: HeadingLevel;
  id?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

/** Eyebrow, heading and lead text of a section; `as` makes it the page's h1 on its own route. */
export function SectionHeading({
  eyebrow,
  heading,
  text,
  as: Heading = 'h2',
  id,
  align = 'center',
  tone = 'light',
}: Props) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p
          className={`text-sm font-bold tracking-wider uppercase ${dark ? 'text-orange-300' : 'text-accent-600'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={`mt-2 font-extrabold tracking-tight text-balance ${dark ? 'text-white' : 'text-brand-900'} ${
          Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'
        }`}
      >
        {heading}
      </Heading>
      {text ? (
        <p className={`mt-4 text-lg text-pretty ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
