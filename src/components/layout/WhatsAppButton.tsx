import { MessageCircle } from '@/components/ui/line-icons';
import * as navText from '@/content/nav';
import { whatsappHref } from '@/lib/whatsapp';
import { SteppingAsideLink } from './SteppingAsideLink';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * The floating chat button: opens WhatsApp with the company's number and a greeting typed. It
 * steps aside while a field, button or link is beneath it (SteppingAsideLink); its icon and
 * words are drawn here, on the server, so the icons stay out of every page's JavaScript.
 */
export function WhatsAppButton() {
  const { frameText } = inPageLocale(navText);
  return (
    <SteppingAsideLink
      href={whatsappHref()}
      testId="whatsapp-button"
      className="group fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg shadow-green-900/30 transition-[opacity,scale] hover:scale-105 hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-brand-600 motion-reduce:transition-none sm:right-6 sm:bottom-6"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">{frameText.whatsappLabel}</span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-full mr-3 hidden rounded-lg bg-brand-900 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white group-hover:block group-focus-visible:block"
      >
        {frameText.whatsappTooltip}
      </span>
    </SteppingAsideLink>
  );
}
