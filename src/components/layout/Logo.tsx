import Link from '@/components/ui/LocalLink';
import * as navText from '@/content/nav';
import { LogoMark } from './LogoMark';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** The mark and name, linking home. `tone` suits a white or a navy background. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { frameText } = inPageLocale(navText);
  const dark = tone === 'dark';
  return (
    <Link
      prefetch={false}
      href="/"
      aria-label={frameText.homeLinkLabel}
      className={`flex shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 ${
        dark ? 'focus-visible:outline-white' : 'focus-visible:outline-brand-600'
      }`}
    >
      <LogoMark onDark={dark} />
      <span className="flex flex-col leading-none">
        <span className={`text-xl font-extrabold ${dark ? 'text-white' : 'text-brand-900'}`}>
          {frameText.logoWord[0]}
          <span className={dark ? 'text-orange-300' : 'text-accent-600'}>
            {frameText.logoWord[1]}
          </span>
        </span>
        <span
          className={`mt-1 text-[0.6875rem] font-semibold tracking-widest uppercase ${
            dark ? 'text-slate-300' : 'text-slate-600'
          }`}
        >
          {frameText.logoSubtitle}
        </span>
      </span>
    </Link>
  );
}
