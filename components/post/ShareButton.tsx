'use client';

import { useRef } from 'react';
import { ScriptButton } from '@/components/ui/ScriptButton';

/** Behaviour §5: a second share within 1 s is ignored. */
export const SHARE_THROTTLE_MS = 1000;
export const SHARE_COPIED_TEXT = 'Tautan share disalin ✅';

/** Shares a news item's /share address: the native share sheet when there is one, else the clipboard. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const lastShare = useRef(0);

  async function share() {
    const now = Date.now();
    if (now - lastShare.current < SHARE_THROTTLE_MS) return;
    lastShare.current = now;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // The visitor closed the share sheet: nothing to do.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard refused (e.g. insecure context): the alert still tells where the link is.
    }
    window.alert(SHARE_COPIED_TEXT);
  }

  return (
    <ScriptButton
      onClick={share}
      className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      Bagikan
    </ScriptButton>
  );
}
