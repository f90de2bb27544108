/**
 * The embed providers a post may show in a frame (behaviour §2.6 "Embeds"): YouTube (played from
 * youtube-nocookie.com), Vimeo, Google Maps and documents from Google Drive / Docs. Anything else
 * an editor embeds is shown as a link. Shared by the server (posters) and the browser (which
 * checks a poster's frame address again before loading it), so it imports nothing.
 */

export type EmbedKind = 'video' | 'map' | 'document';

export interface EmbedTarget {
  provider: 'youtube' | 'vimeo' | 'google-maps' | 'google-docs';
  /** The provider's name as visitors know it. */
  name: string;
  kind: EmbedKind;
  /** What the frame loads once the visitor asks for it. */
  frameUrl: string;
  /** The provider's own page: the poster's link without JavaScript. */
  pageUrl: string;
  /** A still image for the poster, when the provider has one at a fixed address. */
  thumbnailUrl: string | null;
}

/**
 * The frame-src of the Content-Security-Policy: exactly the frame addresses built below (CSP
 * matches a path ending in '/' as a prefix, any other path exactly).
 */
export const EMBED_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
  'https://www.google.com/maps/embed',
  'https://maps.google.com/maps',
  'https://drive.google.com/file/',
  'https://docs.google.com/',
] as const;

/** Marks a poster's frame address in the server's HTML; read by components/post/EmbedActivator.tsx. */
export const FRAME_ATTRIBUTE = 'data-embed-src';

/** Where posters' thumbnails come from (the policy's img-src). */
export const EMBED_IMAGE_SOURCES = ['https://i.ytimg.com'] as const;

/** What each kind of frame may do: scripts and its own origin, full screen, never top navigation. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

export const EMBED_ALLOW: Record<EmbedKind, string> = {
  video: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
  map: 'fullscreen',
  document: 'fullscreen',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const GOOGLE_ID = /^[A-Za-z0-9_-]{10,}$/;

/** An address as a URL, when it is an http(s) one ('//host/…' counts as https). */
export function parseHttpUrl(value: string): URL | null {
  const text = value.trim().replace(/^\/\//, 'https://');
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Seconds of a YouTube start time ('90', '90s', '1m30s'); 0 when absent or unreadable. */
function startSeconds(value: string | null): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value ?? '');
  if (!match || !value) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtube(url: URL, host: string): EmbedTarget | null {
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = path[0];
  else if (['youtube.com', 'm.youtube.com', 'youtube-nocookie.com'].includes(host)) {
    if (path[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(path[0] ?? '')) id = path[1];
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('start') ?? url.searchParams.get('t'));
  return {
    provider: 'youtube',
    name: 'YouTube',
    kind: 'video',
    frameUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`,
    pageUrl: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  };
}

function vimeo(url: URL, host: string): EmbedTarget | null {
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash = url.searchParams.get('h') ?? undefined;
  if (host === 'player.vimeo.com') id = path[0] === 'video' ? path[1] : undefined;
  else if (host === 'vimeo.com') {
    const at = path.findIndex((part) => /^\d+$/.test(part));
    id = at >= 0 ? path[at] : undefined;
    hash ??= at >= 0 && /^[0-9a-f]{6,}$/.test(path[at + 1] ?? '') ? path[at + 1] : undefined;
  }
  if (!id || !/^\d+$/.test(id)) return null;
  const unlisted = hash && /^[0-9a-f]{6,}$/.test(hash) ? hash : undefined;
  return {
    provider: 'vimeo',
    name: 'Vimeo',
    kind: 'video',
    frameUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${unlisted ? `&h=${unlisted}` : ''}`,
    pageUrl: `https://vimeo.com/${id}${unlisted ? `/${unlisted}` : ''}`,
    thumbnailUrl: null,
  };
}

function googleMaps(url: URL, host: string): EmbedTarget | null {
  const map = (frameUrl: string, pageUrl: string): EmbedTarget => ({ provider: 'google-maps', name: 'Google Maps', kind: 'map', frameUrl, pageUrl, thumbnailUrl: null });
  const pb = url.searchParams.get('pb');
  if (host === 'google.com' && url.pathname === '/maps/embed' && pb) {
    const frame = `https://www.google.com/maps/embed?pb=${encodeURIComponent(pb)}`;
    return map(frame, frame);
  }
  // The keyless form: maps.google.com/maps?q=…&output=embed (or the same on www.google.com/maps).
  const q = url.searchParams.get('q');
  if (((host === 'maps.google.com' && url.pathname === '/maps') || (host === 'google.com' && url.pathname === '/maps')) && q) {
    const query = new URLSearchParams({ q });
    const zoom = url.searchParams.get('z');
    if (zoom && /^\d{1,2}$/.test(zoom)) query.set('z', zoom);
    return map(`https://maps.google.com/maps?${query}&output=embed`, `https://www.google.com/maps?${query}`);
  }
  // A place or a point as the address bar shows it: /maps/place/{name}/@lat,lng,zoom z.
  const place = /^\/maps\/(?:place\/([^/]+)\/?)?(?:@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(\d{1,2})(?:\.\d+)?z)?)?/.exec(url.pathname);
  if (host === 'google.com' && place && (place[1] || place[2])) {
    const query = new URLSearchParams({ q: place[2] ? `${place[2]},${place[3]}` : decodeURIComponent(place[1]!.replace(/\+/g, ' ')) });
    if (place[4]) query.set('z', place[4]);
    return map(`https://maps.google.com/maps?${query}&output=embed`, url.href);
  }
  return null;
}

const DOC_KINDS = ['document', 'spreadsheets', 'presentation', 'forms'];
const DOC_LABEL: Record<string, string> = { document: 'Google Docs', spreadsheets: 'Google Sheets', presentation: 'Google Slides', forms: 'Google Forms' };

function googleDocs(url: URL, host: string): EmbedTarget | null {
  const path = url.pathname.split('/').filter(Boolean);
  const doc = (name: string, frameUrl: string, pageUrl: string): EmbedTarget => ({ provider: 'google-docs', name, kind: 'document', frameUrl, pageUrl, thumbnailUrl: null });
  if (host === 'drive.google.com') {
    const id = path[0] === 'file' && path[1] === 'd' ? path[2] : url.pathname === '/open' ? url.searchParams.get('id') : undefined;
    if (!id || !GOOGLE_ID.test(id)) return null;
    return doc('Google Drive', `https://drive.google.com/file/d/${id}/preview`, `https://drive.google.com/file/d/${id}/view`);
  }
  if (host !== 'docs.google.com' || !DOC_KINDS.includes(path[0] ?? '') || path[1] !== 'd') return null;
  const kind = path[0]!;
  const name = DOC_LABEL[kind]!;
  if (path[2] === 'e') {
    // Published to the web: /d/e/{id}/pub, pubhtml, embed or viewform.
    const id = path[3];
    const view = path[4];
    if (!id || !GOOGLE_ID.test(id) || !view || !['pub', 'pubhtml', 'embed', 'viewform'].includes(view)) return null;
    const base = `https://docs.google.com/${kind}/d/e/${id}/${view}`;
    return doc(name, `${base}?embedded=true`, base);
  }
  const id = path[2];
  if (!id || !GOOGLE_ID.test(id)) return null;
  const base = `https://docs.google.com/${kind}/d/${id}`;
  return kind === 'forms' ? doc(name, `${base}/viewform?embedded=true`, `${base}/viewform`) : doc(name, `${base}/preview`, `${base}/preview`);
}

/** The provider of an address an editor embedded (a page or a frame address), or null: not allowed. */
export function resolveEmbed(address: string): EmbedTarget | null {
  const url = parseHttpUrl(address);
  if (!url || url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return youtube(url, host) ?? vimeo(url, host) ?? googleMaps(url, host) ?? googleDocs(url, host);
}

/**
 * Whether a frame address is one this module builds: the browser's last check before loading a
 * poster's frame, so markup that merely looks like a poster cannot load anything else.
 */
export function isEmbedFrameUrl(address: string): EmbedTarget | null {
  const target = resolveEmbed(address);
  return target && target.frameUrl === address ? target : null;
}
