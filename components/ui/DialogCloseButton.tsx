import { ScriptButton } from './ScriptButton';
const TONES = {
  /** On the white panel. */
  dark: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-700',
  /** On a brand-coloured dialog header. */
  light: 'text-white hover:bg-white/15 focus-visible:outline-gold-400',
} as const;

/**
 * The × in the top right corner of a ui/Dialog panel (the panel is `relative`). Used by
 * ComplaintPopup and SurveyModal.
 */
export function DialogCloseButton({ label, onClick, tone = 'dark' }: { label: string; onClick: () => void; tone?: keyof typeof TONES }) {
  return (
    <ScriptButton
      onClick={onClick}
      aria-label={label}
      className={`absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-full focus-visible:outline-2 ${TONES[tone]}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </ScriptButton>
  );
}
