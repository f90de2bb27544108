'use client';

import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { trapTabKey } from './focusTrap';
import { ZoomableImage } from './ZoomableImage';
import { ScriptButton } from '@/components/ui/ScriptButton';

interface OrgChartModalProps {
  src: string;
  title: string;
  width: number;
  height: number;
  onClose: () => void;
  /** Gets focus back on close; Safari does not focus a clicked button, so activeElement is not enough. */
  openerRef?: React.RefObject<HTMLElement | null>;
}

/**
 * The enlarged organisation chart (behaviour §2.12): a modal dialog closed by ×, a click on the
 * backdrop or Escape. Focus moves into it, stays inside while open (Tab is trapped) and the
 * page behind does not scroll; the opener gets focus back when it closes.
 */
export function OrgChartModal({ src, title, width, height, onClose, openerRef }: OrgChartModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = openerRef?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else {
        trapTabKey(event, dialogRef.current);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose, openerRef]);

  return createPortal(
    <div
      data-testid="org-chart-backdrop"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/75 p-3 sm:p-6"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="flex max-h-full w-full max-w-6xl flex-col overflow-hidden rounded-xl bg-white shadow-2xl">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 bg-brand-800 px-4 py-3 text-white">
          <h2 id={titleId} className="text-base font-semibold sm:text-lg">
            {title}
          </h2>
          <ScriptButton
            ref={closeRef}
            aria-label="Tutup"
            onClick={onClose}
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-2xl leading-none hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <span aria-hidden="true">×</span>
          </ScriptButton>
        </div>
        <ZoomableImage src={src} alt={title} width={width} height={height} />
      </div>
    </div>,
    document.body,
  );
}
