'use client';

import { useId, useRef } from 'react';
import { controlClass, secondarySmall } from '@/components/admin/styles';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { crewTexts as t } from '../content';
import { EntryStatus, useCrewEntry, useCrewQueue } from './CrewQueue';

/**
 * The customer signs with a finger on the crew's phone and types their name: at pickup (the
 * list is right) until the things are loaded, then at delivery. Kept on the phone without signal.
 */
export function SignaturePad() {
  const id = useId();
  const { moveId, stage } = useCrewQueue();
  const { pending, message, submit, refuse } = useCrewEntry();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);
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
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const form = event.currentTarget;
        const name = String(new FormData(form).get('name') ?? '').trim();
        if (!drawn.current || !canvas.current) return refuse(t.signFirst);
        void submit(
          {
            url: `/api/admin/leads/bookings/${moveId}/signatures`,
            label: t.signatureEntry(stage),
            json: { stage, name, png: canvas.current.toDataURL('image/png') },
          },
          t.signed,
          () => {
            clear();
            form.reset();
          },
        );
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
        data-testid="signature-pad"
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
      <SubmitButton
        pending={pending}
        label={t.signSave}
        sendingLabel={t.saving}
        variant="secondary"
        size="large"
      />
      <EntryStatus message={message} />
    </form>
  );
}
