import { answerHeaders, type CacheControl } from './json';

/**
 * A minimal HTML answer of a route handler (no layout, no script): a title, a line of text with a
 * link, and optionally an immediate onward move. Every text is escaped here. Never stored
 * (CACHE_CONTROL.noStore) unless `cacheControl` says otherwise.
 */
export function htmlPage(options: { status: number; title: string; link: { href: string; text: string }; refreshTo?: string; cacheControl?: CacheControl }): Response {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const refresh = options.refreshTo ? `<meta http-equiv="refresh" content="0;url=${escape(options.refreshTo)}">` : '';
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="robots" content="noindex">${refresh}<title>${escape(options.title)}</title></head><body><main><h1>${escape(options.title)}</h1><p><a href="${escape(options.link.href)}">${escape(options.link.text)}</a></p></main></body></html>`;
  return new Response(html, { status: options.status, headers: answerHeaders({ cacheControl: options.cacheControl, headers: { 'Content-Type': 'text/html; charset=utf-8' } }) });
}
