'use client';

import { useId } from 'react';
import { Dialog } from '@/components/ui/Dialog';

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
 * The staff screens' alert dialog (a question, a success, an error) on ui/Dialog: focus moves in
 * and is trapped, Escape closes, a click beside it does not. Render it only while open.
 */
export function StaffDialog({ title, message, detail, tone, onClose, children, initialFocus }: StaffDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const icon = ICONS[tone];
  return (
    <Dialog role="alertdialog" labelledBy={titleId} describedBy={messageId} onClose={onClose} initialFocus={initialFocus} className="max-w-sm p-6 text-center">
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
    </Dialog>
  );
}
