'use client';

import { Pause, Play } from '@/components/ui/line-icons';
import { useEffect, useRef, useState } from 'react';
import { heroMedia } from '@/content/home';
import { afterLoadAndIdle } from '@/lib/after-load-idle';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Motion only when the visitor has not asked for less of it, nor for less data. */
function videoAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false;
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The hero's looping video, laid over its poster (the LCP element, same first frame). It joins
 * the page only after load, once the browser is idle, so it never competes with the page itself;
 * it plays while the hero is on screen and fades in when the first frame is ready.
 */
export function HeroVideo({
  labels,
}: {
  /** The button's names in the page's language (the server picks them: no texts ship here). */
  labels: { playLabel: string; pauseLabel: string };
}) {
  const [enabled, setEnabled] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(
    () =>
      afterLoadAndIdle(() => {
        if (videoAllowed()) setEnabled(true);
      }, heroMedia.startDelayMs),
    [],
  );

  useEffect(() => {
    const node = video.current;
    if (!enabled || !node) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotionChange = () => {
      if (reduceMotion.matches) setUserPaused(true);
    };
    reduceMotion.addEventListener('change', onMotionChange);
    // Off screen, a looping video only costs battery.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !userPaused) void node.play().catch(() => {});
      else node.pause();
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      reduceMotion.removeEventListener('change', onMotionChange);
    };
  }, [enabled, userPaused]);

  if (!enabled) return null;

  return (
    <>
      <video
        ref={video}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-700 md:object-[80%_100%] lg:object-bottom ${
          playing ? 'opacity-100' : 'opacity-0'
        }`}
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        data-testid="hero-video"
        onPlaying={() => setPlaying(true)}
      >
        <source src={heroMedia.video.src} type={heroMedia.video.type} />
      </video>
      {playing ? (
        <button
          type="button"
          onClick={() => setUserPaused((paused) => !paused)}
          className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-brand-900/80 text-white hover:bg-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white md:top-auto md:right-4 md:bottom-4"
        >
          {userPaused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{userPaused ? labels.playLabel : labels.pauseLabel}</span>
        </button>
      ) : null}
    </>
  );
}
