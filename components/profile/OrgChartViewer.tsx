'use client';

import Image from 'next/image';
import { useCallback, useRef, useState } from 'react';
import { useOnDemand } from '@/components/ui/useOnDemand';
import { ScriptButton } from '@/components/ui/ScriptButton';

/**
 * The enlarged chart (dialog, zoom and pan, focus trap) is opened by a click only: its code is a
 * chunk of its own, fetched when the visitor points at or focuses the thumbnail, or clicks it.
 */
const loadModal = () => import('./OrgChartModal').then((module) => module.OrgChartModal);

interface OrgChartViewerProps {
  src: string;
  /** e.g. 'Struktur Organisasi Biro Keuangan': the image's text and the dialog's title. */
  title: string;
  width: number;
  height: number;
}

/** The organisation chart thumbnail (behaviour §2.12); clicking it opens the zoomable modal. */
export function OrgChartViewer({ src, title, width, height }: OrgChartViewerProps) {
  const [open, setOpen] = useState(false);
  const [OrgChartModal, loadOrgChartModal] = useOnDemand(loadModal);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ScriptButton
        ref={buttonRef}
        aria-haspopup="dialog"
        aria-label={`Perbesar bagan ${title}`}
        onClick={() => {
          loadOrgChartModal();
          setOpen(true);
        }}
        onPointerEnter={loadOrgChartModal}
        onFocus={loadOrgChartModal}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-xl border border-slate-200 bg-white p-2 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Image src={src} alt={title} width={width} height={height} unoptimized className="h-auto w-full" />
        <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-brand-800/90 px-3 py-1.5 text-xs font-semibold text-white shadow group-hover:bg-brand-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
          </svg>
          Perbesar bagan
        </span>
      </ScriptButton>
      {open && OrgChartModal && <OrgChartModal src={src} title={title} width={width} height={height} onClose={close} openerRef={buttonRef} />}
    </>
  );
}
