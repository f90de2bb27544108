'use client';

import { useId } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { DialogCloseButton } from '@/components/ui/DialogCloseButton';
import { COMPLAINT_POPUP, HOME_TEXTS } from '@/lib/content/home';
import { ScriptButton } from '@/components/ui/ScriptButton';

/**
 * The complaint pop-up's dialog (behaviour §2.3): staff complaints link to the external complaints
 * site, non-staff complaints get an alert. A module of its own: ComplaintPopup fetches it after
 * the page has hydrated, so it is not among the page's first scripts.
 */
export function ComplaintDialog({ onClose: close }: { onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={close} className="relative max-w-md overflow-hidden">
      <div className="bg-gradient-to-r from-brand-700 to-brand-800 px-6 py-5 pr-14 text-white">
        <h2 id={titleId} className="text-xl font-bold">
          {COMPLAINT_POPUP.title}
        </h2>
        <p className="mt-1 text-sm text-gold-400">Badan Urusan Administrasi Mahkamah Agung RI</p>
      </div>
      <DialogCloseButton label="Tutup" onClick={close} tone="light" />
      <div className="px-6 py-5">
        <p id={textId} className="text-slate-700">
          {COMPLAINT_POPUP.text}
        </p>
        <div className="mt-5 grid gap-3">
          <a
            href={COMPLAINT_POPUP.staffHref}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {COMPLAINT_POPUP.staffLabel}
            <span className="sr-only"> (membuka tab baru)</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
            </svg>
          </a>
          <ScriptButton
            onClick={() => window.alert(HOME_TEXTS.complaintNotReady)}
            className="rounded-md border-2 border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {COMPLAINT_POPUP.publicLabel}
          </ScriptButton>
        </div>
      </div>
    </Dialog>
  );
}
