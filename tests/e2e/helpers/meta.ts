/** Reading server-rendered HTML the way crawlers do: no browser, no JavaScript. */

/** The user agent of Facebook's link-preview crawler (Next renders metadata in <head> for bots). */
export const PREVIEW_BOT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The <head> of a page. */
export function headOf(html: string): string {
  return html.slice(0, Math.max(0, html.indexOf('</head>')));
}

/** content of <meta property|name="key">, or null. */
export function metaContent(html: string, key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const name = /\b(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    if (name === key) return decode(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return null;
}

/** href of <link rel="rel" ...>, optionally of a given type. */
export function linkHref(html: string, rel: string, type?: string): string | null {
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/\brel="([^"]*)"/.exec(tag)?.[1] !== rel) continue;
    if (type && /\btype="([^"]*)"/.exec(tag)?.[1] !== type) continue;
    return decode(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  return null;
}

/** Parsed JSON-LD blocks of a page. */
export function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), after checking the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
