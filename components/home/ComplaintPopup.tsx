'use client';

import { useEffect, useState } from 'react';
import { useOnDemand } from '@/components/ui/useOnDemand';
import { COMPLAINT_POPUP, HOME_TIMINGS } from '@/lib/content/home';

const loadDialog = () => import('./ComplaintDialog').then((module) => module.ComplaintDialog);

function wasClosedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(COMPLAINT_POPUP.storageKey) === '1';
  } catch {
    return false; // Storage blocked: show the pop-up, as the spec does for everyone.
  }
}

function rememberClosed() {
  try {
    window.sessionStorage.setItem(COMPLAINT_POPUP.storageKey, '1');
  } catch {
    // Storage blocked: it will show again on the next visit to home, which is harmless.
  }
}

/**
 * Complaint pop-up of the home page (behaviour §2.3): opens 1 s after the page loads. Closed with
 * ×, Escape or a click on the backdrop, it stays closed for the browser session so it does not
 * nag on every return to home. This part only keeps the time; the dialog (ComplaintDialog) is
 * fetched as soon as the page has hydrated, so it is there when the second is up.
 */
export function ComplaintPopup({ delayMs = HOME_TIMINGS.complaintPopupDelay }: { delayMs?: number }) {
  const [open, setOpen] = useState(false);
  const [ComplaintDialog, loadComplaintDialog] = useOnDemand(loadDialog);

  useEffect(() => {
    if (wasClosedThisSession()) return;
    loadComplaintDialog();
    const timer = window.setTimeout(() => {
      // Never stack on another modal (e.g. the survey opened within the first second).
      if (document.querySelector('[aria-modal="true"]')) return;
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, loadComplaintDialog]);

  function close() {
    setOpen(false);
    rememberClosed();
  }

  return open && ComplaintDialog ? <ComplaintDialog onClose={close} /> : null;
}
