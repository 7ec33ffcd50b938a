import { MessageCircle } from '@/components/ui/line-icons';
import { peopleTexts } from '@/features/people/content';
import { whatsappShareHref } from '@/lib/whatsapp';
import { focusRing, smallButton } from '@/components/admin/styles';
import { CopyLinkButton } from './CopyLinkButton';

/**
 * A one-time link shown once, for the owner to hand over: in a read-only field that wraps
 * (never cut off, selectable without JavaScript), with Copy and Share on WhatsApp.
 */
export function InviteLink({ url, id, name }: { url: string; id: string; name: string }) {
  return (
    <div className="mt-2 space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {peopleTexts.linkLabel}
      </label>
      <textarea
        id={id}
        readOnly
        value={url}
        rows={2}
        aria-describedby={`${id}-note`}
        className="block w-full resize-none rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 [field-sizing:content] focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      <p id={`${id}-note`} className="text-sm text-slate-600">
        {peopleTexts.linkNote}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={whatsappShareHref(peopleTexts.shareMessage(name, url))}
          target="_blank"
          rel="noopener noreferrer"
          className={`${smallButton} gap-1.5 bg-green-800 text-white hover:bg-green-900 ${focusRing}`}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {peopleTexts.shareWhatsapp}
          {name ? <span className="sr-only"> ({name})</span> : null}
        </a>
        <CopyLinkButton fieldId={id} url={url} />
      </div>
    </div>
  );
}
