import { expect, type APIRequestContext } from '@playwright/test';
import { WP_URL, wpReadHeaders } from './wp';

/** A post's dates as WordPress's REST API gives them: site-local (Asia/Jakarta) and UTC, neither with a zone mark. */
export interface WpDated {
  id: number;
  slug: string;
  date: string;
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  title: { rendered: string };
}

export const DATE_FIELDS = 'id,slug,date,date_gmt,modified,modified_gmt,title';

/** Published posts of a type with their dates, newest first, straight from WordPress. */
export async function wpDated(request: APIRequestContext, type: string, query: Record<string, string | number> = {}): Promise<WpDated[]> {
  const params = new URLSearchParams(Object.entries({ per_page: 20, _fields: DATE_FIELDS, ...query }).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}?${params}`, { headers: wpReadHeaders() });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WpDated[];
}

/**
 * What the portal must write for a WordPress date pair: the instant of the UTC field, as the
 * site-local wall clock (the local WordPress runs in Asia/Jakarta) with +07:00. Checks first that
 * WordPress's two fields are that one instant.
 */
export function expectedInstant(local: string, gmt: string): string {
  const written = `${local}+07:00`;
  expect(new Date(written).getTime(), `${local} (WIB) and ${gmt} (UTC) are one instant`).toBe(new Date(`${gmt}Z`).getTime());
  return written;
}

const MONTHS_ID = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** Behaviour §1: the Indonesian long date ('5 Maret 2026') of WordPress's site-local (Jakarta) date. */
export function longDateOf(local: string): string {
  const [year, month, day] = local.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS_ID[month! - 1]} ${year}`;
}

/** Every <time datetime="…">text</time> of a page's HTML. */
export function timeElements(html: string): { datetime: string; text: string }[] {
  return [...html.matchAll(/<time\b[^>]*\bdatetime="([^"]*)"[^>]*>([\s\S]*?)<\/time>/gi)].map((match) => ({ datetime: match[1]!, text: match[2]!.replace(/<[^>]*>/g, '').trim() }));
}

/** RFC 3339 with a zone: what every machine-readable date the portal writes must be. */
export const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
