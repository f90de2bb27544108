'use client';

import { useId, useRef } from 'react';
import { useModalDialog } from '@/components/home/useModalDialog';

interface StaffDialogProps {
  title: string;
  message: string;
  detail?: string;
  tone: 'question' | 'success' | 'error';
  onClose: () => void;
  /** The buttons; `initialFocus` should point at the one that gets focus first. */
  children: React.ReactNode;
  initialFocus?: React.RefObject<HTMLElement | null>;
}

const ICONS = {
  question: { symbol: '?', className: 'bg-amber-100 text-amber-800' },
  success: { symbol: '✓', className: 'bg-emerald-100 text-emerald-800' },
  error: { symbol: '!', className: 'bg-red-100 text-red-800' },
} as const;

/**
 * A modal alert dialog (WAI-ARIA APG): focus moves in and is trapped, Escape closes, the page
 * behind does not scroll, focus returns where it was. Render it only while open.
 */
export function StaffDialog({ title, message, detail, tone, onClose, children, initialFocus }: StaffDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useModalDialog(ref, true, onClose, initialFocus);
  const icon = ICONS[tone];
  return (
    // An alert dialog is not dismissed by a click beside it (nor by the second click of a double click on Hapus).
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-2xl outline-none"
      >
        <span aria-hidden="true" className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl font-bold ${icon.className}`}>
          {icon.symbol}
        </span>
        <h2 id={titleId} className="mt-4 text-xl font-bold text-slate-900">
          {title}
        </h2>
        <div id={messageId} className="mt-2 text-slate-700">
          <p>{message}</p>
          {detail && <p className="mt-2 text-sm text-slate-600">{detail}</p>}
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </div>
  );
}
