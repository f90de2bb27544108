'use client';

import { useState, type ReactNode } from 'react';
import { useOnDemand } from '@/components/ui/useOnDemand';
import { HOME_TEXTS } from '@/lib/content/home';
import type { SurveyStats } from '@/lib/wp';
import type { SurveyRatingOption } from './SurveyModal';
import { ScriptButton } from '@/components/ui/ScriptButton';

/**
 * The survey form is opened by a click only: its code (form, dialog, focus trap, sending) is a
 * chunk of its own, fetched when the visitor points at or focuses the button, or clicks it, not
 * with the page. So is the statistics block's, fetched for the fresh figures a vote returns: until
 * then the block is the server's, and the page's hydration formats no number (the browser's first
 * Intl.NumberFormat is costly on a phone: tests/e2e/first-paint.spec.ts).
 */
const loadSurveyModal = () => import('./SurveyModal').then((module) => module.SurveyModal);
const loadStatsBlock = () => import('./SurveyStatsBlock').then((module) => module.SurveyStatsBlock);

interface SurveyPanelProps {
  /** The statistics block as the server rendered it (or the spec's placeholder). */
  children: ReactNode;
  ratings: readonly SurveyRatingOption[];
}

/**
 * The interactive part of 'INDEKS KEPUASAN MASYARAKAT': the 'Isi Survey' button and its modal,
 * below the statistics block. After a vote the block shows the fresh statistics the vote returned.
 */
export function SurveyPanel({ children, ratings }: SurveyPanelProps) {
  const [fresh, setFresh] = useState<SurveyStats | null>(null);
  const [open, setOpen] = useState(false);
  const [SurveyModal, loadSurvey] = useOnDemand(loadSurveyModal);
  const [StatsBlock, loadStats] = useOnDemand(loadStatsBlock);

  return (
    <>
      {fresh && StatsBlock ? <StatsBlock stats={fresh} /> : children}
      <ScriptButton
        onClick={() => {
          loadSurvey();
          setOpen(true);
        }}
        onPointerEnter={loadSurvey}
        onFocus={loadSurvey}
        aria-haspopup="dialog"
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-gold-500 px-6 py-3 font-bold text-brand-900 shadow-sm hover:bg-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 4h6v3H9zM7 5H5v16h14V5h-2M9 14l2 2 4-4" />
        </svg>
        {HOME_TEXTS.surveyButton}
      </ScriptButton>
      {open && SurveyModal && (
        <SurveyModal
          open
          ratings={ratings}
          onClose={() => setOpen(false)}
          onVoted={(stats) => {
            if (!stats) return;
            setFresh(stats);
            loadStats();
          }}
        />
      )}
    </>
  );
}
