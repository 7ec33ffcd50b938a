'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { crewTexts as t } from '../content';
import { nextMilestone, type MilestoneKind, type PhotoStage } from '../milestones';
import {
  QUEUE_EVENT,
  sendOrKeep,
  sendWaiting,
  waitingEntries,
  type FlushResult,
  type QueuedEntry,
} from './crew-queue';

interface CrewQueueState {
  moveId: string;
  /** The entries of this move waiting for signal, oldest first. */
  waiting: QueuedEntry[];
  /** The next step, counting those waiting to be sent. */
  next: MilestoneKind | null;
  /** Photos and signatures are the pickup's until loaded (sent or waiting), then the delivery's. */
  stage: PhotoStage;
  send: (entry: Omit<QueuedEntry, 'key' | 'moveId' | 'takenAt'>) => ReturnType<typeof sendOrKeep>;
}

const CrewQueueContext = createContext<CrewQueueState | null>(null);

export function useCrewQueue(): CrewQueueState {
  const state = useContext(CrewQueueContext);
  if (!state) throw new Error('useCrewQueue outside CrewQueueProvider');
  return state;
}

/**
 * The crew sheet's keeper of entries taken without signal: it sends what waits when the page
 * opens and whenever the phone is back online, refreshes the sheet after, and tells the forms
 * which step and stage come next while entries wait.
 */
export function CrewQueueProvider({
  moveId,
  done,
  children,
}: {
  moveId: string;
  done: MilestoneKind[];
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [waiting, setWaiting] = useState<QueuedEntry[]>([]);
  const [refused, setRefused] = useState<FlushResult['refused']>([]);

  useEffect(() => {
    const read = () =>
      void waitingEntries()
        .then((all) => setWaiting(all.filter((entry) => entry.moveId === moveId)))
        .catch(() => setWaiting([]));
    const flush = () =>
      void sendWaiting().then((result) => {
        if (result.refused.length > 0) setRefused((before) => [...before, ...result.refused]);
        if (result.sent > 0 || result.refused.length > 0) router.refresh();
      });
    read();
    flush();
    window.addEventListener(QUEUE_EVENT, read);
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener(QUEUE_EVENT, read);
      window.removeEventListener('online', flush);
    };
  }, [moveId, router]);

  const send = useCallback<CrewQueueState['send']>(
    (entry) =>
      sendOrKeep({ ...entry, key: crypto.randomUUID(), moveId, takenAt: new Date().toISOString() }),
    [moveId],
  );
  const value = useMemo(() => {
    const kinds = [
      ...done,
      ...waiting.flatMap((entry) => (entry.milestone ? [entry.milestone as MilestoneKind] : [])),
    ];
    return {
      moveId,
      waiting,
      next: nextMilestone(kinds.map((kind) => ({ kind }))),
      stage: kinds.includes('loaded') ? ('delivery' as const) : ('pickup' as const),
      send,
    };
  }, [done, waiting, moveId, send]);

  return (
    <CrewQueueContext.Provider value={value}>
      <div
        role="status"
        className={
          waiting.length > 0 || refused.length > 0
            ? 'sticky top-2 z-10 rounded-xl bg-amber-100 p-3 text-slate-900 shadow ring-2 ring-amber-400'
            : 'sr-only'
        }
        data-testid="crew-waiting"
      >
        {waiting.length > 0 ? (
          <>
            <p className="font-bold">{t.waiting(waiting.length)}</p>
            <ul className="list-inside list-disc text-sm">
              {waiting.map((entry) => (
                <li key={entry.key}>{entry.label}</li>
              ))}
            </ul>
          </>
        ) : null}
        {refused.map((entry, index) => (
          <p key={index} className="text-sm font-semibold text-red-800">
            {t.refusedLater(entry.label, entry.message ?? t.failed)}
          </p>
        ))}
      </div>
      {children}
    </CrewQueueContext.Provider>
  );
}

/**
 * One crew form's sending: pending while it runs (the shared SubmitButton shows it), then one
 * line saying it is saved, waiting for signal, or why it was refused.
 */
export function useCrewEntry() {
  const { send } = useCrewQueue();
  const router = useRouter();
  const [state, setState] = useState<{ pending: boolean; message: string | null }>({
    pending: false,
    message: null,
  });
  const submit = useCallback(
    async (
      // A promise when the entry needs work first (a photo made small): pending meanwhile.
      entry: Parameters<CrewQueueState['send']>[0] | Promise<Parameters<CrewQueueState['send']>[0]>,
      saved: string,
      onKept?: () => void,
    ): Promise<void> => {
      setState({ pending: true, message: null });
      const result = await Promise.resolve(entry)
        .then(send)
        .catch(() => ({ state: 'refused', message: null }) as const);
      if (result.state === 'refused') {
        setState({ pending: false, message: result.message ?? t.failed });
        return;
      }
      onKept?.();
      setState({ pending: false, message: result.state === 'sent' ? saved : t.queued });
      if (result.state === 'sent') router.refresh();
    },
    [send, router],
  );
  return { ...state, submit, refuse: (message: string) => setState({ pending: false, message }) };
}

/** The line under a crew form: what became of the last entry. */
export function EntryStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className="min-h-6 font-semibold text-slate-900">
      {message}
    </p>
  );
}
