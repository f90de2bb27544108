'use client';

import { useEffect, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { HOME_TIMINGS } from '@/lib/content/home';
import { ScriptButton } from '@/components/ui/ScriptButton';

interface HeroCarouselProps {
  /** The slides, already rendered on the server: the carousel only chooses which one shows. */
  slides: ReactNode[];
  /** One short label per slide (the news title), for the slide groups and the dots. */
  labels: string[];
  /** Accessible name of the carousel. */
  label: string;
  intervalMs?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion; false on the server. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** Keyboard focus only: a mouse click on an arrow also focuses it, but should not stop rotation. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * Home hero carousel (behaviour §2.3, WAI-ARIA APG carousel): dots, previous/next arrows, a rotation
 * button, auto-advance every 5 s that pauses while hovered or keyboard-focused, arrow keys,
 * and no automatic rotation or sliding animation for visitors who prefer reduced motion.
 */
export function HeroCarousel({ slides, labels, label, intervalMs = HOME_TIMINGS.carouselAdvance }: HeroCarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);
  // null until the visitor presses the rotation button; until then reduced motion decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !keyboardFocused && count > 1;

  // One timer per shown slide: any manual change of slide restarts the 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex(((next % count) + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(current - 1),
      ArrowRight: () => go(current + 1),
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    if (isKeyboardFocus(event.target)) setKeyboardFocused(true);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocused(false);
  }

  const controlClass =
    'flex h-10 w-10 items-center justify-center rounded-full border border-white/30 text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 motion-reduce:transition-none';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="bg-gradient-to-b from-brand-800 to-brand-900 lg:py-8"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="mx-auto max-w-7xl lg:px-6">
        <div className="relative overflow-hidden bg-brand-900 lg:rounded-xl lg:shadow-2xl lg:ring-1 lg:ring-white/10">
          {/* Announce slide changes only when the visitor caused them, never during auto-rotation. */}
          <div aria-live={rotating ? 'off' : 'polite'}>
            <div
              className="flex motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out"
              style={{ transform: `translateX(-${current * 100}%)` }}
            >
              {slides.map((slide, slideIndex) => {
                const hidden = slideIndex !== current;
                return (
                  <div
                    key={slideIndex}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${slideIndex + 1} dari ${count}: ${labels[slideIndex] ?? ''}`}
                    aria-hidden={hidden}
                    inert={hidden}
                    className="w-full shrink-0"
                  >
                    {slide}
                  </div>
                );
              })}
            </div>
          </div>

          {count > 1 && (
            // Over the text column (the slide leaves room for it): dots left, buttons right.
            <div className="absolute bottom-0 right-0 flex w-full items-center justify-between gap-3 px-5 pb-5 sm:px-8 lg:w-2/5 lg:px-10 lg:pb-8">
              <div className="flex items-center" role="group" aria-label="Pilih berita">
                {labels.map((dotLabel, dotIndex) => (
                  <ScriptButton
                    key={dotIndex}
                    onClick={() => go(dotIndex)}
                    aria-label={`Berita ${dotIndex + 1} dari ${count}`}
                    title={dotLabel}
                    aria-current={dotIndex === current ? 'true' : undefined}
                    className="group flex h-8 w-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-gold-400"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${dotIndex === current ? 'w-6 bg-gold-400' : 'w-2.5 bg-white/60 group-hover:bg-white'}`}
                    />
                  </ScriptButton>
                ))}
              </div>
              <div className="flex items-center gap-2">
                <ScriptButton
                  onClick={() => setPlayChoice(!playing)}
                  aria-label={playing ? 'Hentikan rotasi otomatis' : 'Jalankan rotasi otomatis'}
                  className={controlClass}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
                    {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
                  </svg>
                </ScriptButton>
                <ScriptButton onClick={() => go(current - 1)} aria-label="Berita sebelumnya" className={controlClass}>
                  <ArrowIcon direction="left" />
                </ScriptButton>
                <ScriptButton onClick={() => go(current + 1)} aria-label="Berita berikutnya" className={controlClass}>
                  <ArrowIcon direction="right" />
                </ScriptButton>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
