'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { DialogCloseButton } from '@/components/ui/DialogCloseButton';
import { HOME_TEXTS, HOME_TIMINGS } from '@/lib/content/home';
import type { SurveyRating, SurveyStats } from '@/lib/wp';
import { RatingFace } from './RatingFace';
import { submitSurvey } from './submitSurvey';
import { ScriptButton } from '@/components/ui/ScriptButton';

export interface SurveyRatingOption {
  value: SurveyRating;
  label: string;
}

interface SurveyModalProps {
  open: boolean;
  /** The five ratings (SURVEY_RATINGS), passed in so lib/wp stays out of the browser bundle. */
  ratings: readonly SurveyRatingOption[];
  onClose: () => void;
  /** Called after a successful vote with the fresh statistics (null if they could not be read). */
  onVoted: (stats: SurveyStats | null) => void;
  closeAfterMs?: number;
}

type Phase = 'choosing' | 'sending' | 'thanks';

/**
 * The satisfaction survey (behaviour §2.3, 4, 5, 8): choose one of five ratings and send it; a
 * missing choice, 'Mengirim...' while sending, the 'Terima Kasih!' view that closes after 2 s,
 * and the failure text. An accessible modal dialog: focus is trapped and returned, Escape closes.
 */
export function SurveyModal(props: SurveyModalProps) {
  // Mounted only while open, so every opening starts from a clean form.
  if (!props.open) return null;
  return <SurveyDialog {...props} />;
}

function SurveyDialog({ ratings, onClose, onVoted, closeAfterMs = HOME_TIMINGS.surveyCloseAfterSuccess }: SurveyModalProps) {
  const [rating, setRating] = useState<SurveyRating | null>(null);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [error, setError] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const errorId = useId();

  // An effect event: the parent re-rendering with a new onClose must not restart the 2 s.
  const closeAfterThanks = useEffectEvent(onClose);

  // Behaviour §4: the thank-you view closes by itself after 2 s. Its heading takes the focus, since
  // the submit button that had it is gone.
  useEffect(() => {
    if (phase !== 'thanks') return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => closeAfterThanks(), closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [phase, closeAfterMs]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'sending') return;
    if (!rating) {
      setError(HOME_TEXTS.surveyChooseRating);
      return;
    }
    setError(null);
    setPhase('sending');
    const result = await submitSurvey(rating, window.location.pathname);
    if (result.ok) {
      onVoted(result.stats);
      setPhase('thanks');
    } else {
      setError(result.message);
      setPhase('choosing');
    }
  }

  return (
    <Dialog
      labelledBy={titleId}
      describedBy={phase === 'thanks' ? undefined : descriptionId}
      onClose={onClose}
      // A click on the backdrop closes it, except while sending.
      closeOnBackdrop={phase !== 'sending'}
      className="relative max-w-lg p-6 sm:p-8"
    >
      <DialogCloseButton label="Tutup survei" onClick={onClose} />

      {phase === 'thanks' ? (
        <div role="status" className="py-6 text-center">
          <span aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <svg viewBox="0 0 24 24" className="h-9 w-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          <h2 id={titleId} ref={thanksRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 outline-none">
            {HOME_TEXTS.surveyThanks}
          </h2>
          <p className="mt-2 text-slate-700">Penilaian Anda telah kami terima dan sangat berarti bagi peningkatan layanan kami.</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className="pr-8 text-xl font-bold text-brand-900">
            Survei Kepuasan Masyarakat
          </h2>
          <p id={descriptionId} className="mt-2 text-slate-700">
            Bagaimana tingkat kepuasan Anda terhadap layanan informasi Badan Urusan Administrasi?
          </p>
          <fieldset className="mt-5" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
            <legend className="sr-only">Tingkat kepuasan</legend>
            <div className="grid gap-2">
              {ratings.map((option, index) => {
                const chosen = rating === option.value;
                return (
                  <label key={option.value} className="block cursor-pointer">
                    <input
                      type="radio"
                      name="rating"
                      value={option.value}
                      checked={chosen}
                      onChange={() => {
                        setRating(option.value);
                        setError(null);
                      }}
                      disabled={phase === 'sending'}
                      className="peer sr-only"
                    />
                    <span
                      className={`flex items-center gap-3 rounded-lg border-2 px-4 py-2.5 font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${
                        chosen ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-200 text-slate-800 hover:border-brand-600'
                      }`}
                    >
                      <RatingFace level={index} />
                      {option.label}
                      <span
                        aria-hidden="true"
                        className={`ml-auto flex h-5 w-5 items-center justify-center rounded-full border-2 ${chosen ? 'border-brand-700' : 'border-slate-400'}`}
                      >
                        {chosen && <span className="h-2.5 w-2.5 rounded-full bg-brand-700" />}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {error && (
            <p id={errorId} role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ScriptButton
              onClick={onClose}
              disabled={phase === 'sending'}
              className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              Batal
            </ScriptButton>
            <button
              type="submit"
              disabled={phase === 'sending'}
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-80"
            >
              {phase === 'sending' ? HOME_TEXTS.surveySending : 'Kirim Penilaian'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
