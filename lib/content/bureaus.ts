/** The seven bureaus of behaviour §1 and the bureau rules of behaviour §3 and 5. */
export interface Bureau {
  id: BureauId;
  name: string;
  /** Lower-case substrings matched against an author's slug, name or login (behaviour §3). */
  patterns: readonly string[];
  /** Route of the bureau's profile page (behaviour §2.1). */
  profilePath: string;
}

export const BUREAU_IDS = ['perencanaan', 'kepegawaian', 'keuangan', 'perlengkapan', 'pimpinan', 'humas', 'umum'] as const;
export type BureauId = (typeof BUREAU_IDS)[number];

export const BUREAUS: readonly Bureau[] = [
  { id: 'perencanaan', name: 'Perencanaan dan Organisasi', patterns: ['admin_perencanaan', 'perencanaan'], profilePath: '/BiroPerencanaan' },
  { id: 'kepegawaian', name: 'Kepegawaian', patterns: ['kepegawaian'], profilePath: '/BiroKepegawaian' },
  { id: 'keuangan', name: 'Keuangan', patterns: ['keuangan'], profilePath: '/BiroKeuangan' },
  { id: 'perlengkapan', name: 'Perlengkapan', patterns: ['perlengkapan'], profilePath: '/BiroPerlengkapan' },
  { id: 'pimpinan', name: 'Kesekretariatan Pimpinan', patterns: ['admin_pimpinan', 'pimpinan', 'sekretariat'], profilePath: '/BiroSekretariatan' },
  { id: 'humas', name: 'Hukum dan Hubungan Masyarakat', patterns: ['humas'], profilePath: '/BiroHumas' },
  { id: 'umum', name: 'Umum', patterns: ['umum'], profilePath: '/BiroUmum' },
];

/** Bureau id used in detail links when a post's bureau is unknown (behaviour §2.5). */
export const UNKNOWN_BUREAU = 'unknown';

export function isBureauId(value: unknown): value is BureauId {
  return typeof value === 'string' && (BUREAU_IDS as readonly string[]).includes(value);
}

export function getBureau(id: unknown): Bureau | undefined {
  return BUREAUS.find((bureau) => bureau.id === id);
}

export interface BureauHints {
  /** bureauId of the route, when the page was reached through /{type}/biro/{bureauId}/… */
  routeBureauId?: string | null;
  /** The post's own bureau field, when the back end gives one. */
  postBureau?: string | null;
  authorSlug?: string | null;
  authorName?: string | null;
  authorLogin?: string | null;
}

/**
 * Behaviour §5, bureau inference: the route's bureau if valid, else the post's own bureau field,
 * else the first bureau one of whose patterns occurs (case-insensitively) in the author's
 * slug, name or login. Returns null when nothing matches.
 */
export function inferBureau(hints: BureauHints): BureauId | null {
  if (isBureauId(hints.routeBureauId)) return hints.routeBureauId;
  if (isBureauId(hints.postBureau)) return hints.postBureau;
  const haystacks = [hints.authorSlug, hints.authorName, hints.authorLogin]
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .map((value) => value.toLowerCase());
  for (const bureau of BUREAUS) {
    if (bureau.patterns.some((pattern) => haystacks.some((haystack) => haystack.includes(pattern)))) return bureau.id;
  }
  return null;
}

/** Behaviour §3: login names are prefix_bureau; the part after the first underscore is the bureau. */
export function bureauFromLogin(login: string | null | undefined): string | null {
  if (!login) return null;
  const index = login.indexOf('_');
  if (index < 0 || index === login.length - 1) return null;
  return login.slice(index + 1).toLowerCase();
}
