import { format } from 'date-fns';
import { decodeHTML, escapeUTF8 } from 'entities';
import { id } from 'date-fns/locale';
import { jakartaWallClock } from '@/lib/content/instant';

/**
 * What the service worker writes into a page it serves from the phone: the note on a saved copy
 * and the offline page's list of saved pages. Plain HTML strings: the worker has no React, and a
 * page served offline may have no scripts to run.
 */

export const OFFLINE_TEXTS = {
  savedNote: (when: string) => `Anda sedang luring. Ini salinan halaman yang tersimpan di perangkat ini pada ${when}.`,
  noSavedPages: 'Belum ada halaman yang tersimpan di perangkat ini.',
} as const;

/** Where the offline page's list goes (app/(site)/offline/page.tsx renders it empty). */
export const SAVED_PAGES_SLOT_ID = 'halaman-tersimpan';
const SAVED_PAGES_SLOT = `<div id="${SAVED_PAGES_SLOT_ID}"></div>`;

/** '5 Maret 2026, 14.05 WIB': the Jakarta wall clock of an instant. */
export function formatSavedAt(instant: Date): string {
  const wall = jakartaWallClock(instant);
  if (!wall) return '';
  return `${format(new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute), 'd MMMM yyyy, HH.mm', { locale: id })} WIB`;
}

/** The page's HTML with the saved-copy note at the end of its body, fixed at the bottom of the screen. */
export function withSavedNote(html: string, savedAt: Date): string {
  const note =
    '<div role="status" data-saved-copy="" style="position:fixed;inset:auto 0 0 0;z-index:60;background:#0c3219;color:#fff;padding:.6rem 1rem;font:600 .875rem/1.4 system-ui,sans-serif;text-align:center">' +
    `${escapeUTF8(OFFLINE_TEXTS.savedNote(formatSavedAt(savedAt)))}</div>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + note : html.slice(0, end) + note + html.slice(end);
}

/**
 * The page without its script files. A page served from the phone is read as the server's HTML and
 * CSS (its menus are native disclosures, its links plain links) and never hydrates: its chunks may
 * be missing, or of a build the phone no longer keeps, and a failed chunk would replace the page
 * with an error. Inline scripts stay: React's own reveal a part of the page that was streamed after
 * its placeholder, and without the chunks the payload's pushes do nothing.
 */
export function withoutScriptFiles(html: string): string {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi, '')
    .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/gi, '');
}

export interface SavedPage {
  url: string;
  title: string;
  savedAt: Date;
}

/** The offline page's HTML with the list of saved pages, newest first, in its slot. */
export function withSavedPagesList(html: string, pages: SavedPage[]): string {
  const sorted = [...pages].sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
  const list = sorted.length
    ? `<ul class="mt-4 space-y-2">${sorted
        .map(
          (page) =>
            `<li><a class="font-semibold text-brand-700 underline" href="${escapeUTF8(page.url)}">${escapeUTF8(page.title || page.url)}</a>` +
            ` <span class="text-sm text-slate-600">(disimpan ${escapeUTF8(formatSavedAt(page.savedAt))})</span></li>`,
        )
        .join('')}</ul>`
    : `<p class="mt-4 text-slate-700">${escapeUTF8(OFFLINE_TEXTS.noSavedPages)}</p>`;
  return html.replace(SAVED_PAGES_SLOT, `<div id="${SAVED_PAGES_SLOT_ID}">${list}</div>`);
}

/** A page's title from its HTML, without the site's suffix. */
export function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return decodeHTML(match?.[1] ?? '')
    .replace(/ \| BUA Mahkamah Agung RI$/, '')
    .trim();
}
