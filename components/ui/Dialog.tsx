'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from './useModalDialog';

interface DialogProps {
  /** 'alertdialog' for a question or an outcome the user must answer: a click beside it does not close it. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Id of the element that describes it, if any. */
  describedBy?: string;
  /** Escape, and a click on the backdrop where allowed. */
  onClose: () => void;
  /** Whether a click on the backdrop closes a 'dialog' (e.g. false while a form is sending). */
  closeOnBackdrop?: boolean;
  /** The element that gets focus first; the first focusable one when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The panel's width, padding and layout (its white card look is the dialog's own). */
  className: string;
  children: ReactNode;
}

const BACKDROP = {
  dialog: 'fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-black/60 p-4',
  alertdialog: 'fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4',
} as const;

/**
 * A modal dialog (WAI-ARIA APG): the dimmed backdrop and the white panel, focus moved in and
 * trapped, Escape closes, the page behind does not scroll, focus returns where it was
 * (useModalDialog). Render it only while open. Used by ComplaintPopup, SurveyModal and StaffDialog.
 */
export function Dialog({ role = 'dialog', labelledBy, describedBy, onClose, closeOnBackdrop = true, initialFocus, className, children }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useModalDialog(ref, onClose, initialFocus);
  return (
    <div
      className={BACKDROP[role]}
      onMouseDown={(event) => {
        // A click on the backdrop (not inside the dialog); an alert dialog is not dismissed so
        // (nor by the second click of a double click on the button that opened it). The press
        // itself must not move focus: it would take it from where the closing dialog puts it back.
        if (role !== 'dialog' || !closeOnBackdrop || event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div ref={ref} role={role} aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy} tabIndex={-1} className={`w-full rounded-xl bg-white shadow-2xl outline-none ${className}`}>
        {children}
      </div>
    </div>
  );
}
