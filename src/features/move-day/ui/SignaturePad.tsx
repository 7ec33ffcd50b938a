'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { controlClass, focusRing, secondarySmall } from '@/components/admin/styles';
import { crewTexts as t } from '../content';
import type { PhotoStage } from '../milestones';
import { sendCrewEntry } from './send';

/** The customer signs with a finger on the crew's phone and types their name. */
export function SignaturePad({ moveId, stage }: { moveId: string; stage: PhotoStage }) {
  const router = useRouter();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);
  const [state, setState] = useState<{ sending: boolean; message: string | null }>({
    sending: false,
    message: null,
  });
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };
  const clear = () => {
    const context = canvas.current?.getContext('2d');
    if (context && canvas.current)
      context.clearRect(0, 0, canvas.current.width, canvas.current.height);
    drawn.current = false;
  };
  async function save(form: HTMLFormElement) {
    const name = String(new FormData(form).get('name') ?? '').trim();
    if (!drawn.current || !canvas.current) {
      setState({ sending: false, message: t.signFirst });
      return;
    }
    setState({ sending: true, message: null });
    const sent = await sendCrewEntry(`/api/admin/leads/bookings/${moveId}/signatures`, {
      stage,
      name,
      png: canvas.current.toDataURL('image/png'),
    });
    if (sent.ok) {
      clear();
      form.reset();
      setState({ sending: false, message: t.signed });
      router.refresh();
    } else setState({ sending: false, message: sent.message ?? t.failed });
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(event.currentTarget);
      }}
    >
      <p id={`${id}-hint`} className="text-slate-800">
        {t.signHint(stage)}
      </p>
      <canvas
        ref={canvas}
        width={600}
        height={220}
        role="img"
        aria-label={t.signArea}
        aria-describedby={`${id}-hint`}
        className="block h-44 w-full touch-none rounded-lg border-2 border-dashed border-slate-500 bg-white"
        onPointerDown={(event) => {
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const { x, y } = point(event);
          context.lineWidth = 3;
          context.lineCap = 'round';
          context.strokeStyle = '#0f172a';
          context.beginPath();
          context.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 0) return;
          const context = event.currentTarget.getContext('2d');
          if (!context) return;
          const { x, y } = point(event);
          context.lineTo(x, y);
          context.stroke();
          drawn.current = true;
        }}
      />
      <button type="button" onClick={clear} className={secondarySmall}>
        {t.signClear}
      </button>
      <div>
        <label htmlFor={`${id}-name`} className="block font-semibold text-slate-900">
          {t.signName}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          className={controlClass}
        />
      </div>
      <button
        type="submit"
        disabled={state.sending}
        className={`flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-4 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-70 ${focusRing}`}
      >
        {state.sending ? t.saving : t.signSave}
      </button>
      <p role="status" className="min-h-6 font-semibold text-slate-900">
        {state.message}
      </p>
    </form>
  );
}
