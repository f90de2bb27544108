'use client';

import { useEffect, useState } from 'react';
import { TOAST_FADE_MS, TOAST_VISIBLE_MS } from '@/lib/auth/constants';

export interface ToastMessage {
  id: number;
  text: string;
  kind: 'success' | 'error';
}

/** Behaviour §9: a toast that closes after 3 s with a 0.3 s fade. Render it with key={toast.id}. */
export function Toast({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const fade = setTimeout(() => setLeaving(true), TOAST_VISIBLE_MS);
    const close = setTimeout(onClose, TOAST_VISIBLE_MS + TOAST_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(close);
    };
  }, [toast.id, onClose]);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
      className={`fixed bottom-4 right-4 z-50 rounded-md px-4 py-3 text-sm font-semibold text-white shadow-lg transition-opacity ${
        toast.kind === 'success' ? 'bg-brand-700' : 'bg-red-700'
      } ${leaving ? 'opacity-0' : 'opacity-100'}`}
    >
      {toast.text}
    </div>
  );
}
