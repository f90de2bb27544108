import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { logEvent } from '@/lib/log/logger.cjs';

/**
 * Geist, read from the installed `geist` package: next/og must never fetch fonts (the servers may
 * be offline, and a CDN font would change the look). Each path is one literal joined to
 * process.cwd(), the form Next's file tracing follows, so exactly these two files are copied into
 * the standalone build. Read once per server process.
 */
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 700;
  style: 'normal';
}

function toFont(buffer: Buffer, weight: 400 | 700): OgFont {
  return { name: 'Geist', data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer, weight, style: 'normal' };
}

let fonts: Promise<OgFont[]> | undefined;

/**
 * The share image's fonts; an empty list when the files cannot be read, so next/og draws with its
 * built-in Latin font instead of failing the image (logged, and retried on the next image).
 */
export function ogFonts(): Promise<OgFont[]> {
  fonts ??= Promise.all([
    readFile(join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf')),
    readFile(join(process.cwd(), 'node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf')),
  ]).then(
    ([regular, bold]) => [toFont(regular, 400), toFont(bold, 700)],
    (error: unknown) => {
      logEvent('error', 'og.fonts.unreadable', { fallback: 'built-in font', error: error instanceof Error ? error.message : String(error) });
      fonts = undefined;
      return [];
    },
  );
  return fonts;
}
