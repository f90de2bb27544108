'use client';

import Image from 'next/image';
import { useRef, useState } from 'react';
import { ScriptButton } from '@/components/ui/ScriptButton';

/** How far the chart is magnified under the pointer. */
export const ZOOM_SCALE = 2.5;

interface Point {
  x: number;
  y: number;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Hover-zoom (behaviour §2.12): with a mouse, the image is magnified around the pointer and the zoom
 * follows it (transform-origin at the pointer keeps that spot under the cursor). A tap zooms on
 * touch screens; the button zooms the centre for keyboard users.
 */
export function ZoomableImage({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  const [zoom, setZoom] = useState<Point | null>(null);
  // Not every browser tells a click's pointer type, so remember the last pointer that went down.
  const lastPointer = useRef('mouse');

  function pointOf(event: React.PointerEvent<HTMLDivElement> | React.MouseEvent<HTMLDivElement>): Point {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: Math.round(clampPercent(((event.clientX - box.left) / box.width) * 100)),
      y: Math.round(clampPercent(((event.clientY - box.top) / box.height) * 100)),
    };
  }

  return (
    <div className="flex min-h-0 flex-col">
      {/* Sized to the image, so pointer positions map onto the picture itself. */}
      <div
        data-testid="org-chart-zoom"
        data-zoomed={zoom ? 'true' : 'false'}
        className={`relative mx-auto w-fit max-w-full overflow-hidden bg-white ${zoom ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse') setZoom(pointOf(event));
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setZoom(null);
        }}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={(event) => {
          // Touch and pen have no hover: a tap toggles the zoom at the tapped spot.
          if (lastPointer.current !== 'mouse') setZoom((current) => (current ? null : pointOf(event)));
        }}
      >
        <Image
          src={src}
          alt={alt}
          width={width}
          height={height}
          unoptimized
          draggable={false}
          className="block h-auto max-h-[calc(100dvh-11rem)] w-auto max-w-full select-none transition-transform duration-150 ease-out"
          style={{ transform: zoom ? `scale(${ZOOM_SCALE})` : 'none', transformOrigin: zoom ? `${zoom.x}% ${zoom.y}%` : '50% 50%' }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
        <p>Arahkan kursor ke bagan untuk memperbesar; ketuk bagan pada layar sentuh.</p>
        <ScriptButton
          aria-pressed={zoom !== null}
          onClick={() => setZoom((current) => (current ? null : { x: 50, y: 50 }))}
          className="rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {zoom ? 'Perkecil' : 'Perbesar'}
        </ScriptButton>
      </div>
    </div>
  );
}
