'use client';

import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { heroMedia } from '@/content/home';

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
 * The hero's looping video, laid over the poster image (the LCP element). It is only added to
 * the page after the load event, when the browser is idle, and fades in once it plays.
 */
export function HeroVideo() {
  const [enabled, setEnabled] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let idle = 0;
    const start = () => {
      const run = () => {
        if (videoAllowed()) setEnabled(true);
      };
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(run, { timeout: 2000 })
          : window.setTimeout(run, 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotionChange = () => {
      if (reduceMotion.matches) video.current?.pause();
    };
    reduceMotion.addEventListener('change', onMotionChange);
    return () => {
      window.removeEventListener('load', start);
      reduceMotion.removeEventListener('change', onMotionChange);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, []);

  if (!enabled) return null;

  function toggle() {
    const node = video.current;
    if (!node) return;
    if (node.paused) void node.play();
    else node.pause();
  }

  return (
    <>
      <video
        ref={video}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-700 lg:object-bottom ${
          playing ? 'opacity-100' : 'opacity-0'
        }`}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        data-testid="hero-video"
        onPlaying={() => {
          setPlaying(true);
          setPaused(false);
        }}
        onPause={() => setPaused(true)}
      >
        <source src={heroMedia.video.src} type={heroMedia.video.type} />
      </video>
      {playing ? (
        <button
          type="button"
          onClick={toggle}
          className="absolute top-3 right-3 z-10 inline-flex size-11 lg:top-auto lg:right-4 lg:bottom-4 items-center justify-center rounded-full bg-brand-900/80 text-white hover:bg-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{paused ? heroMedia.playLabel : heroMedia.pauseLabel}</span>
        </button>
      ) : null}
    </>
  );
}
