// The archive-search step: search over a large archive, for each size of BENCH_ARCHIVE_SIZES in
// turn. WordPress is reset and seeded with that many generated berita (seed-bulk.php), a search
// PostgreSQL of its own is started (scripts/search-db-start.sh) and filled by the project's
// reindex command, timed; then queries made from the seeded titles are asked of the engine alone
// (search-engine-probe.mjs), of the portal's search page (each once: nothing cached), and a few
// of WordPress's LIKE search (bua/v1/search), the one the index replaced. At every size, the demo's
// too, the portal's paths (archive-paths.mjs) and WordPress's public doors asked anonymously
// (wordpress-doors.mjs) are timed as well. WordPress goes back to the demo content at the end.
// See scripts/bench/README.md, "Search over a large archive".
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createJiti } from 'jiti';
import pg from 'pg';
import { seedBulk } from './bulk-content.mjs';
import { config, portalEnv } from './config.mjs';
import { fetchPage } from './load.mjs';
import { measurePaths } from './archive-paths.mjs';
import { measureDoors } from './wordpress-doors.mjs';
import { FLOOD_CLIENTS, measureFlood } from './wordpress-flood.mjs';
import { startPortal, stopPortal } from './portal.mjs';
import { TYPO_COUNT, archiveWords, makeTypos, scoreTypos, stemTwins } from './typos.mjs';
import { portInUse, run, runPiped, tail } from './proc.mjs';
import { countBerita, resetWordPress, restartWordPressWith, wpGet } from './wordpress.mjs';

/** Queries per size asked of the engine, and as many others of the portal. */
const QUERIES_PER_SIDE = 200;
/** Queries asked of WordPress's LIKE search: at 100,000 posts each takes seconds. */
const LIKE_QUERIES = 20;
const LIKE_TIMEOUT_MS = 60_000;
/** Pages of 100 titles read from WordPress, spread over the whole archive (newest to oldest). */
const TITLE_PAGES = 8;
/** The queries' PRNG seed: the same seeded content gives the same queries in every run. */
const QUERY_SEED = 20260501;

/** The share of each kind of query (see makeQueries); `words` takes the rest. */
export const MIX = { variant: 0.12, phrase: 0.06, exclude: 0.06, nohit: 0.1, common: 0.1 };

/** Words in most generated posts (seed-bulk.php: its organisation names and the bureaus' nouns). */
const COMMON_UNITS = ['badan', 'mahkamah agung', 'biro', 'laporan', 'anggaran', 'gedung'];
const COMMON_MORE = ['mahkamah', 'agung', 'badan urusan administrasi'];

/**
 * Word families of the seeded titles: one form in a title, another asked (melantik -> pelantikan),
 * so the Indonesian stemming is part of what is measured.
 */
const FAMILIES = [
  ['melantik', 'dilantik', 'lantik', 'pelantikan'],
  ['menyusun', 'disusun', 'susun', 'penyusunan', 'susunan'],
  ['mengadakan', 'diadakan', 'pengadaan'],
  ['melatih', 'dilatih', 'latih', 'pelatihan'],
  ['memelihara', 'dipelihara', 'pemeliharaan'],
  ['memperbaiki', 'diperbaiki', 'perbaikan'],
  ['menata', 'ditata', 'penataan'],
  ['mengunjungi', 'dikunjungi', 'kunjungan'],
  ['menghargai', 'dihargai', 'penghargaan'],
  ['menyerahkan', 'diserahkan', 'serahkan', 'penyerahan'],
  ['memeriksa', 'diperiksa', 'pemeriksaan'],
  ['membayar', 'dibayarkan', 'pembayaran'],
  ['menyerap', 'diserap', 'penyerapan'],
  ['mengajukan', 'diajukan', 'pengajuan'],
  ['melaporkan', 'dilaporkan', 'pelaporan', 'laporan'],
  ['menilai', 'dinilai', 'penilaian'],
  ['mencanangkan', 'dicanangkan', 'canangkan', 'pencanangan'],
  ['menghapus', 'dihapus', 'penghapusan'],
  ['memusnahkan', 'dimusnahkan', 'pemusnahan'],
  ['membina', 'dibina', 'pembinaan'],
  ['menetapkan', 'ditetapkan', 'penetapan'],
  ['memperingati', 'diperingati', 'peringatan'],
  ['memutakhirkan', 'dimutakhirkan', 'pemutakhiran'],
  ['memutasi', 'dimutasi', 'mutasi'],
  ['mempromosikan', 'dipromosikan', 'promosi'],
  ['memverifikasi', 'diverifikasi', 'verifikasi'],
  ['menghitung', 'dihitung', 'perhitungan'],
  ['merealisasikan', 'direalisasikan', 'realisasi'],
  ['melepas', 'dilepas', 'pelepasan'],
  ['menerima', 'diterima', 'terima', 'penerima', 'penerimaan'],
  ['mengevaluasi', 'dievaluasi', 'evaluasi'],
  ['meninjau', 'ditinjau', 'tinjau', 'tinjauan'],
  ['memimpin', 'dipimpin', 'pimpin'],
  ['mensosialisasikan', 'disosialisasikan', 'sosialisasikan', 'sosialisasi'],
  ['menandatangani', 'ditandatangani', 'tandatangani', 'penandatanganan'],
  ['membuka', 'dibuka', 'pembukaan'],
  ['menggelar', 'digelar', 'gelar'],
  ['memproses', 'diproses', 'proses'],
  ['menyampaikan', 'disampaikan', 'sampaikan', 'penyampaian'],
  ['mencapai', 'dicapai', 'capai', 'pencapaian', 'capaian'],
  ['menerapkan', 'diterapkan', 'terapkan', 'penerapan'],
  ['mempercepat', 'dipercepat', 'percepat', 'percepatan'],
  ['menyalurkan', 'disalurkan', 'penyaluran'],
  ['menggunakan', 'digunakan', 'penggunaan'],
  ['mengukuhkan', 'dikukuhkan', 'pengukuhan'],
  ['melayani', 'dilayani', 'layani', 'pelayanan', 'layanan'],
];

// Made-up words: letter pairs no Indonesian word has, so neither a match nor a typo correction
// (trigram similarity ≥ 0.4) can find them.
const NONSENSE_ONSETS = ['zv', 'qx', 'vr', 'xk', 'jq', 'wz', 'fq', 'zx', 'kv', 'qz'];
const NONSENSE_CODAS = ['x', 'q', 'z', 'v', ''];

// ---------------------------------------------------------------------------------------------
// Pure parts (tested alone): the PRNG, title words, the queries, percentiles.

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENTITIES = { amp: '&', quot: '"', lt: '<', gt: '>', nbsp: ' ', apos: "'" };

/** A REST title's `rendered` HTML as plain text. */
export function plainTitle(html) {
  return String(html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&(amp|quot|lt|gt|nbsp|apos);/g, (_, name) => ENTITIES[name]);
}

/**
 * A title's tokens in order, lower case, each marked `usable` when a query may ask it: letters only
 * (hyphenated words too), three or more, not a stop word (those are dropped from every query).
 */
export function titleTokens(title, stopWords) {
  return (title.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).map((word) => ({
    word,
    usable: /^\p{L}+(?:-\p{L}+)*$/u.test(word) && word.length >= 3 && !stopWords.has(word),
  }));
}

/** A query's identity: its tokens as a set (`a b` and `b a` ask the same). */
const queryKey = (term) => (term.toLowerCase().match(/-?"[^"]*"|\S+/g) ?? []).sort().join(' ');

/**
 * 2 × perSide distinct queries (plus `extra` more, of the plain kind) made from the archive's titles,
 * the same for the same titles and seed. Kinds, in MIX's shares:
 * - words: 1-3 words of one title (so at least that post matches);
 * - variant: a title word's other form (FAMILIES), alone or with another word of the title;
 * - phrase: two adjacent title words in quotes, sometimes with a third word;
 * - exclude: title words and -word, a word of few titles (under 2 %) and absent from this one;
 * - nohit: made-up words, alone or beside a real title word (every word must match: nothing does);
 * - common: words in most posts (COMMON_UNITS).
 * Dealt alternately to the two sides, so each gets about the same mix. Returns
 * { engine: [{ term, kind }], portal: [...], extra: [...] }.
 */
export function makeQueries(titles, { perSide = QUERIES_PER_SIDE, extra = 0, seed = QUERY_SEED, stopWords = new Set() } = {}) {
  const rng = prng(seed);
  const pick = (list) => list[Math.floor(rng() * list.length)];
  const shuffle = (list) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  const parsed = titles.map((title) => titleTokens(title, stopWords)).map((tokens) => ({ tokens, usable: [...new Set(tokens.filter((t) => t.usable).map((t) => t.word))] }));
  const withWords = parsed.filter((title) => title.usable.length > 0);
  if (withWords.length === 0) throw new Error('bench: no usable title words to make search queries from');
  const allWords = new Set(withWords.flatMap((title) => title.usable));
  // How many titles hold each word: an excluded word should be a rare one, or it empties the answer.
  const titleCount = new Map();
  for (const title of withWords) for (const word of title.usable) titleCount.set(word, (titleCount.get(word) ?? 0) + 1);
  const commonWords = new Set(COMMON_UNITS.flatMap((unit) => unit.split(' ')));
  const rare = [...allWords].filter((word) => /^\p{L}+$/u.test(word) && !commonWords.has(word) && titleCount.get(word) <= Math.max(1, withWords.length * 0.02));
  const family = new Map(FAMILIES.flatMap((members) => members.map((word) => [word, members])));

  const seen = new Set();
  /** Up to `count` new distinct queries of `make` (which may give null when it cannot). */
  const generate = (kind, count, make) => {
    const out = [];
    for (let attempt = 0; out.length < count && attempt < count * 50; attempt++) {
      const term = make();
      if (!term) continue;
      const key = queryKey(term);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ term, kind });
    }
    return out;
  };
  /** `k` distinct words of a title, in the title's order. */
  const someWords = (title, k) => {
    const chosen = new Set();
    while (chosen.size < Math.min(k, title.usable.length)) chosen.add(pick(title.usable));
    return title.usable.filter((word) => chosen.has(word));
  };
  const nonsense = () => {
    let word = '';
    for (let i = 0, n = 2 + Math.floor(rng() * 2); i < n; i++) word += pick(NONSENSE_ONSETS) + pick(['a', 'e', 'i', 'o', 'u']) + pick(NONSENSE_CODAS);
    return allWords.has(word) ? null : word;
  };

  const makers = {
    variant: (() => {
      const candidates = withWords.flatMap((title) => title.usable.filter((word) => family.has(word)).map((word) => ({ title, word })));
      return () => {
        if (!candidates.length) return null;
        const { title, word } = pick(candidates);
        const forms = family.get(word).filter((form) => !title.usable.includes(form) && !stopWords.has(form));
        if (!forms.length) return null;
        const variant = pick(forms);
        const others = title.usable.filter((other) => other !== word && !family.get(word).includes(other));
        return rng() < 0.4 || !others.length ? variant : rng() < 0.5 ? `${variant} ${pick(others)}` : `${pick(others)} ${variant}`;
      };
    })(),
    phrase: (() => {
      const pairs = withWords.flatMap((title) =>
        title.tokens.slice(1).flatMap((token, i) => (token.usable && title.tokens[i].usable && token.word !== title.tokens[i].word ? [{ title, pair: [title.tokens[i].word, token.word] }] : [])),
      );
      return () => {
        if (!pairs.length) return null;
        const { title, pair } = pick(pairs);
        const phrase = `"${pair.join(' ')}"`;
        const others = title.usable.filter((word) => !pair.includes(word));
        return rng() < 0.7 || !others.length ? phrase : `${phrase} ${pick(others)}`;
      };
    })(),
    exclude: () => {
      if (!rare.length) return null;
      const title = pick(withWords);
      const excluded = pick(rare);
      if (title.tokens.some((t) => t.word === excluded)) return null;
      return `${someWords(title, rng() < 0.5 ? 1 : 2).join(' ')} -${excluded}`;
    },
    nohit: () => {
      const word = nonsense();
      if (!word) return null;
      const r = rng();
      if (r < 0.35) return word;
      if (r < 0.5) {
        const second = nonsense();
        return second && second !== word ? `${word} ${second}` : null;
      }
      return rng() < 0.5 ? `${pick(pick(withWords).usable)} ${word}` : `${word} ${pick(pick(withWords).usable)}`;
    },
    common: (() => {
      const subsets = [];
      for (let mask = 1; mask < 1 << COMMON_UNITS.length; mask++) {
        const units = COMMON_UNITS.filter((_, i) => mask & (1 << i));
        if (units.length <= 3) subsets.push(units.join(' '));
      }
      const pool = shuffle([...subsets, ...COMMON_MORE]);
      return () => pool.shift() ?? null;
    })(),
    words: () => {
      const title = pick(withWords);
      const r = rng();
      return someWords(title, r < 0.35 ? 1 : r < 0.8 ? 2 : 3).join(' ');
    },
  };

  const total = perSide * 2;
  const byKind = {};
  for (const [kind, share] of Object.entries(MIX)) byKind[kind] = generate(kind, Math.round(share * perSide) * 2, makers[kind]);
  // The plain kind takes the rest, and what another kind could not make from these titles.
  const otherCount = Object.values(byKind).reduce((sum, list) => sum + list.length, 0);
  const words = generate('words', total - otherCount + extra, makers.words);
  const extras = words.splice(0, Math.min(extra, words.length));
  byKind.words = words;

  // Each kind's queries in a row, then dealt alternately: both sides get about the same mix.
  const all = ['words', ...Object.keys(MIX)].flatMap((kind) => byKind[kind]);
  const engine = shuffle(all.filter((_, i) => i % 2 === 0).slice(0, perSide));
  const portal = shuffle(all.filter((_, i) => i % 2 === 1).slice(0, perSide));
  return { engine, portal, extra: extras };
}

/** The queries of the LIKE comparison: plain ones only (LIKE knows no phrase or -word), in about the mix's shares. */
export function pickLike(queries, count = LIKE_QUERIES) {
  const want = { variant: Math.round(count * 0.15), common: Math.round(count * 0.15), nohit: Math.round(count * 0.1) };
  const chosen = [];
  for (const [kind, n] of Object.entries(want)) chosen.push(...queries.filter((q) => q.kind === kind).slice(0, n));
  chosen.push(...queries.filter((q) => q.kind === 'words').slice(0, count - chosen.length));
  return queries.filter((q) => chosen.includes(q)).slice(0, count);
}

/** The sorted values' entry at ⌊P/100 × n⌋, as search.mjs counts: p99 of 200 is the second largest, of 20 the largest. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);

/** count, p50, p90, p99, max and mean of a list of milliseconds. */
export function latency(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
    mean: sorted.length ? sorted.reduce((sum, v) => sum + v, 0) / sorted.length : null,
  };
}

const countBy = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

// ---------------------------------------------------------------------------------------------
// The measurement.

/** The Indonesian stop words of the search configuration: never asked (a query of them finds nothing). */
function stopWords() {
  const require = createRequire(import.meta.url);
  return new Set(require(path.join(config.root, 'lib/search/dictionary/stopWords.cjs')).STOP_WORDS);
}

/** Titles of the generated berita, from TITLE_PAGES pages of 100 spread over the archive. */
async function benchTitles() {
  const list = (page) => wpGet(`wp/v2/berita?per_page=100&page=${page}&_fields=title,slug`);
  const first = await list(1);
  if (first.status !== 200 || !Array.isArray(first.body)) throw new Error(`bench: GET wp/v2/berita answered ${first.status}`);
  const pages = Number(first.headers.get('x-wp-totalpages')) || 1;
  const picked = new Set(Array.from({ length: TITLE_PAGES }, (_, k) => 1 + Math.round((k * (pages - 1)) / (TITLE_PAGES - 1))));
  const posts = [...first.body];
  for (const page of picked) {
    if (page === 1) continue;
    const { status, body } = await list(page);
    if (status === 200 && Array.isArray(body)) posts.push(...body);
  }
  return posts.filter((post) => post.slug?.startsWith('bench-berita-')).map((post) => plainTitle(post.title?.rendered));
}

/**
 * A search PostgreSQL of this size's own, in a new folder under the system's temporary one, with a
 * password of this run. Its stop (and the folder's removal) is registered as an undo first, so an
 * interrupted start is stopped too.
 */
async function startSearchDb({ posts, log, logs, register }) {
  const port = config.searchDbPort;
  if (await portInUse(port)) throw new Error(`bench: port ${port} is already in use; set BENCH_SEARCH_DB_PORT to a free port`);
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'bua-bench-search-'));
  // Run as root, the script hands the data folder to Debian's postgres user, which must reach it.
  fs.chmodSync(parent, 0o755);
  const data = path.join(parent, 'data');
  const password = crypto.randomBytes(18).toString('base64url');
  const env = { ...process.env, SEARCH_DB_PORT: String(port), SEARCH_DB_DIR: data, SEARCH_DB_PASSWORD: password };
  const stopIt = register(`stop the search PostgreSQL of ${posts} posts`, async () => {
    const code = await run('search-db-stop.sh', 'bash', [path.join(config.root, 'scripts/search-db-stop.sh')], { env, log, cwd: config.root, allowFail: true });
    try {
      fs.copyFileSync(path.join(data, 'postgres.log'), path.join(logs, `search-db-postgres-${posts}.log`));
    } catch {
      /* never started */
    }
    // A server that did not stop keeps its folder: it still writes there.
    if (code !== 0) throw new Error(`bench: search-db-stop.sh failed (exit ${code}); ${parent} left in place; last lines of ${log}:\n${tail(log)}`);
    fs.rmSync(parent, { recursive: true, force: true });
  });
  try {
    await run('search-db-start.sh', 'bash', [path.join(config.root, 'scripts/search-db-start.sh')], { env, log, cwd: config.root });
  } catch (error) {
    await stopIt().catch(() => {});
    throw error;
  }
  return { url: `postgres://bua_search:${password}@127.0.0.1:${port}/bua_search`, stop: stopIt };
}

/** The project's full reindex (`--restart`) with the portal's settings; its own summary line's figures. */
async function timedReindex(url, log) {
  const started = performance.now();
  await run('search reindex', process.execPath, [path.join(config.root, 'scripts/search/reindex.mjs'), '--restart'], {
    env: { ...portalEnv(), SEARCH_DATABASE_URL: url },
    cwd: config.root,
    log,
    timeoutMs: 3_600_000,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const summary = [...fs.readFileSync(log, 'utf8').matchAll(/\[search\] reindexed ([\d,]+) posts in ([\d.]+) s/g)].pop();
  if (!summary) throw new Error(`bench: the reindex printed no summary; last lines of ${log}:\n${tail(log)}`);
  const posts = Number(summary[1].replaceAll(',', ''));
  const seconds = Number(summary[2]);
  return { posts, seconds, perSecond: seconds > 0 ? posts / seconds : null, wallSeconds };
}

/**
 * VACUUM ANALYZE of the index (timed), then its size (lib/search/sql/stats.sql). Right after a bulk
 * load the planner has no statistics and the GIN indexes hold a pending list, which autovacuum
 * settles within minutes on its own: measured settled, not whichever way autovacuum happens to be.
 */
async function settleAndMeasure(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('VACUUM (ANALYZE) search_posts, search_texts, search_words');
    const vacuumSeconds = (performance.now() - started) / 1000;
    const { rows } = await client.query(fs.readFileSync(path.join(config.root, 'lib/search/sql/stats.sql'), 'utf8'));
    return { posts: Number(rows[0].posts), bytes: Number(rows[0].bytes), vacuumSeconds };
  } finally {
    await client.end();
  }
}

/**
 * Terms asked of the engine alone (search-engine-probe.mjs), one after the other: its answer line.
 * Without `url`, of the embedded engine in `embedded.dir` (filled from WordPress first with `embedded.fill`).
 */
async function askEngine({ url, terms, warmUp, log, embedded }) {
  const args = [
    path.join(config.root, 'scripts/bench/search-engine-probe.mjs'),
    ...(warmUp ? ['--warm-up', warmUp] : []),
    ...(embedded ? ['--embedded', embedded.dir, ...(embedded.fill ? ['--fill'] : [])] : []),
  ];
  const portal = portalEnv();
  delete portal.SEARCH_DATABASE_URL;
  const out = await runPiped('search-engine-probe', process.execPath, args, {
    env: embedded ? portal : { ...process.env, SEARCH_DATABASE_URL: url },
    cwd: config.root,
    log,
    input: JSON.stringify(terms),
    timeoutMs: 1_800_000,
  });
  const answer = JSON.parse(out.trim().split('\n').filter((line) => line.startsWith('{')).pop() ?? 'null');
  if (!answer?.queries) throw new Error(`bench: the engine probe answered nothing; last lines of ${log}:\n${tail(log)}`);
  return answer;
}

/** The queries asked of the engine alone, one after the other. */
async function measureEngine({ url, queries, warmUp, indexPosts, log }) {
  const answer = await askEngine({ url, terms: queries.map((q) => q.term), warmUp, log });
  const rows = answer.queries.map((row, i) => ({ ...row, kind: queries[i].kind }));
  const ok = rows.filter((row) => !row.error);
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const common = ok.filter((row) => row.kind === 'common');
  const shares = common.map((row) => row.hits / indexPosts).sort((a, b) => a - b);
  return {
    engine: answer.engine,
    ...latency(ok.map((row) => row.ms)),
    failed: rows.length - ok.length,
    errors: rows.filter((row) => row.error).slice(0, 3).map((row) => `${row.term}: ${row.error}`),
    slowest: [...ok].sort((a, b) => b.ms - a.ms).slice(0, 3).map(({ term, kind, ms, hits }) => ({ term, kind, ms, hits })),
    // The words in most posts: the longest lists to intersect, count and rank.
    common: { ...latency(common.map((row) => row.ms)), hitShareMin: shares[0] ?? null, hitShareMedian: percentile(shares, 50) },
    byKind: Object.fromEntries(kinds.map((kind) => [kind, latency(ok.filter((row) => row.kind === kind).map((row) => row.ms))])),
    noHits: ok.filter((row) => row.hits === 0).length,
    corrected: ok.filter((row) => row.corrected).length,
    queries: rows,
  };
}

/** The largest archive the embedded engine is meant for (lib/search/capacity.ts). */
async function embeddedMaxPosts() {
  const jiti = createJiti(import.meta.url, { alias: { '@': config.root, 'server-only': path.join(config.root, 'scripts/search/server-only.cjs') } });
  return (await jiti.import('@/lib/search/capacity.ts')).EMBEDDED_MAX_POSTS;
}

/**
 * The embedded engine (PGlite in the portal's process, no SEARCH_DATABASE_URL) at this size, in a
 * folder of its own: filled from WordPress as a first start fills it (timed, with the process's
 * RSS), the engine's queries asked; then opened again as a restart opens the kept index, and the
 * same queries asked once more, each a first time for that process.
 */
async function measureEmbedded({ queries, warmUp, log }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bua-bench-embedded-'));
  try {
    const terms = queries.map((q) => q.term);
    const first = await askEngine({ terms, warmUp, log, embedded: { dir, fill: true } });
    const again = await askEngine({ terms, warmUp, log, embedded: { dir } });
    const summary = (answer) => {
      const rows = answer.queries.map((row, i) => ({ ...row, kind: queries[i].kind }));
      const ok = rows.filter((row) => !row.error);
      const common = ok.filter((row) => row.kind === 'common');
      return { ...latency(ok.map((row) => row.ms)), common: latency(common.map((row) => row.ms)), failed: rows.length - ok.length, rssMiB: answer.rssMiB, openMs: answer.openMs };
    };
    return { fill: first.fill, first: summary(first), reopened: summary(again) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Typo recall (typos.mjs): TYPO_COUNT misspellings of the index's most frequent words, none of them
 * a word of the archive itself, asked of the engine as a visitor's search.
 */
async function measureTypos({ url, warmUp, log }) {
  const make = (frequent, known) => makeTypos(frequent, { rng: prng(QUERY_SEED), known, stopWords: stopWords() });
  const { frequent } = await archiveWords(url);
  // Made again without the typos that turned out to be words of the archive, until none is.
  const known = new Set();
  let typos = make(frequent, known);
  for (let round = 0; round < 5; round++) {
    const found = (await archiveWords(url, typos.map((t) => t.typo))).known;
    if (found.size === 0) break;
    for (const word of found) known.add(word);
    typos = make(frequent, known);
  }
  const answer = await askEngine({ url, terms: typos.map((t) => t.typo), warmUp, log });
  return scoreTypos(typos, answer.queries, await stemTwins(url, typos));
}

/**
 * The portal's search page, each query asked once of a freshly started portal (a search page is
 * kept from its second ask, and only in memory: nothing of another run or size is cached), then a
 * query of its own asked three times: the third comes from the cache.
 */
async function measurePortal({ url, queries, warmUp, repeat, log, register }) {
  const proc = await startPortal({ log, env: { SEARCH_DATABASE_URL: url } });
  const stopIt = register('stop the archive-search portal', () => stopPortal(proc));
  try {
    const ask = async (term) => {
      try {
        const page = await fetchPage(`${config.portalUrl}/search?${new URLSearchParams({ term })}`);
        return { status: page.status, ms: page.ms, cache: page.cache };
      } catch (error) {
        return { status: error?.name === 'TimeoutError' ? 'timeout' : 'error', ms: null, cache: null };
      }
    };
    // The results route's first render loads its code and opens the engine's pool: not a query's cost.
    if (warmUp) await ask(warmUp);
    const rows = [];
    for (const query of queries) rows.push({ term: query.term, kind: query.kind, ...(await ask(query.term)) });
    const ok = rows.filter((row) => row.status === 200);
    const failures = rows.filter((row) => row.status !== 200);
    const asks = [];
    for (let i = 0; repeat && i < 3; i++) asks.push(await ask(repeat));
    return {
      ...latency(ok.map((row) => row.ms)),
      failed: failures.length,
      statuses: countBy(failures.map((row) => String(row.status))),
      failures: failures.slice(0, 5).map(({ term, status }) => ({ term, status })),
      common: latency(ok.filter((row) => row.kind === 'common').map((row) => row.ms)),
      cachedRepeat: asks.length ? { term: repeat, ms: asks[2].ms, status: asks[2].status, cache: asks[2].cache, asks: asks.map((a) => a.ms) } : null,
      queries: rows,
    };
  } finally {
    await stopIt();
  }
}

/**
 * WordPress's LIKE search (GET bua/v1/search, which answers the portal's key only), the queries one
 * at a time; beside them the engine's times for the same queries.
 */
async function measureLike({ queries, engine }) {
  const rows = [];
  const key = portalEnv().WP_PORTAL_KEY;
  if (!key) throw new Error('archive-search: WP_PORTAL_KEY is needed to ask bua/v1/search (the portal key only)');
  const headers = { 'X-BUA-Portal-Key': key };
  for (const query of queries) {
    const started = performance.now();
    try {
      const res = await fetch(`${config.wpUrl}/wp-json/bua/v1/search?${new URLSearchParams({ term: query.term, perPage: '10' })}`, { headers, signal: AbortSignal.timeout(LIKE_TIMEOUT_MS) });
      const body = await res.json().catch(() => null);
      rows.push({ term: query.term, kind: query.kind, status: res.status, ms: performance.now() - started, hits: body?.pagination?.total ?? null });
    } catch (error) {
      rows.push({ term: query.term, kind: query.kind, status: error?.name === 'TimeoutError' ? 'timeout' : 'error', ms: null, hits: null });
    }
  }
  const ok = rows.filter((row) => row.status === 200);
  const engineTimes = new Map((engine?.queries ?? []).filter((row) => !row.error).map((row) => [row.term, row.ms]));
  const same = latency(queries.map((query) => engineTimes.get(query.term)));
  return {
    ...latency(ok.map((row) => row.ms)),
    failed: rows.length - ok.length,
    timeouts: rows.filter((row) => row.status === 'timeout').length,
    engineSameQueries: { p50: same.p50, max: same.max },
    queries: rows,
  };
}

/** A part of a size that fails is recorded as { error } and the other parts still run. */
async function part(name, say, fn) {
  try {
    return await fn();
  } catch (error) {
    say(`  ${name} failed: ${error?.message?.split('\n')[0] ?? error}`);
    return { error: String(error?.message ?? error) };
  }
}

async function measureSize(posts, { say, logFile, register }) {
  const size = { posts };
  const label = posts ? posts.toLocaleString('en-US') : 'the demo';
  say(`  archive of ${label} posts: reset WordPress${posts ? ', seed' : ''}`);
  await resetWordPress(logFile('wordpress'));
  // 0 is the demo content alone: the base the other sizes are set beside.
  if (posts) size.seedSeconds = (await seedBulk({ log: logFile(`seed-archive-${posts}`), count: posts })).seconds;
  size.published = await countBerita();
  const dbLog = logFile(`search-db-${posts}`);
  say(`  archive of ${label} posts: a fresh search PostgreSQL on 127.0.0.1:${config.searchDbPort}, full reindex`);
  const db = await startSearchDb({ posts, log: dbLog, logs: path.dirname(dbLog), register });
  try {
    size.reindex = await timedReindex(db.url, logFile(`search-reindex-${posts}`));
    size.index = await settleAndMeasure(db.url);
    say(`  archive of ${label} posts: every path once, first visit`);
    size.paths = await part('paths', say, () => measurePaths({ searchUrl: db.url, log: logFile(`portal-paths-${posts}`), register }));
    say(`  archive of ${label} posts: WordPress's public doors, anonymous, each asked 3 times`);
    size.doors = await part('doors', say, () => measureDoors({ log: logFile(`wordpress-doors-${posts}`) }));
    // The demo has too few posts of one bureau for the flood's fresh pages, and no generated titles
    // to make queries from: its row is the base of the paths and doors alone.
    if (!posts) return size;
    say(`  archive of ${label} posts: staff under a flood of WordPress's doors (${FLOOD_CLIENTS} requests at once)`);
    size.flood = await part('flood', say, () => measureFlood({ searchUrl: db.url, log: logFile(`wordpress-flood-${posts}`), register }));
    const titles = await benchTitles();
    const queries = makeQueries(titles, { perSide: QUERIES_PER_SIDE, extra: 3, stopWords: stopWords() });
    const [engineWarmUp, portalWarmUp, repeat] = queries.extra.map((q) => q.term);
    size.queries = { titles: titles.length, engine: countBy(queries.engine.map((q) => q.kind)), portal: countBy(queries.portal.map((q) => q.kind)) };
    say(`  archive of ${label} posts: ${queries.engine.length} queries to the engine`);
    size.engine = await part('engine', say, () =>
      measureEngine({ url: db.url, queries: queries.engine, warmUp: engineWarmUp, indexPosts: size.index.posts, log: logFile(`search-engine-probe-${posts}`) }),
    );
    if (posts <= (await embeddedMaxPosts())) {
      say(`  archive of ${label} posts: the embedded engine, filled from WordPress, then reopened`);
      size.embedded = await part('embedded', say, () => measureEmbedded({ queries: queries.engine, warmUp: engineWarmUp, log: logFile(`search-embedded-${posts}`) }));
    }
    say(`  archive of ${label} posts: typo recall, ${TYPO_COUNT} misspellings of the archive's most frequent words`);
    size.typos = await part('typos', say, () => measureTypos({ url: db.url, warmUp: engineWarmUp, log: logFile(`search-typos-${posts}`) }));
    say(`  archive of ${label} posts: ${queries.portal.length} other queries through the portal`);
    size.portal = await part('portal', say, () =>
      measurePortal({ url: db.url, queries: queries.portal, warmUp: portalWarmUp, repeat, log: logFile(`portal-archive-${posts}`), register }),
    );
    say(`  archive of ${label} posts: ${LIKE_QUERIES} queries to WordPress's LIKE search`);
    size.like = await part('LIKE', say, () => measureLike({ queries: pickLike(queries.engine), engine: size.engine }));
  } finally {
    await db.stop();
  }
  return size;
}

/**
 * Every size of config.archiveSizes in turn (a size that fails is recorded with its error, the
 * next still runs); WordPress back to the demo content at the end. `register(name, fn)` is the
 * bench's undo list (run.mjs's onUndo): what it returns runs the undo now.
 */
export async function measureArchiveSearch({ say = () => {}, logFile, register }) {
  const resetAfter = register('reset WordPress after the archive seed', () => resetWordPress(logFile('wordpress')));
  // WordPress's front end as in production (sent to the portal when the request is parsed), not the
  // theme the bench compares elsewhere: its doors cost what a stranger meets.
  const frontEndBack = register("WordPress's own front end back for the theme comparison", await restartWordPressWith({ WP_FRONTEND_REDIRECT: '1' }, logFile('wordpress')));
  const sizes = [];
  for (const posts of config.archiveSizes) {
    try {
      sizes.push(await measureSize(posts, { say, logFile, register }));
    } catch (error) {
      say(`  archive of ${posts} posts failed: ${error?.message?.split('\n')[0] ?? error}`);
      sizes.push({ posts, error: String(error?.message ?? error) });
    }
  }
  say('  archive-search: back to the demo content (wp-reset.sh)');
  await resetAfter();
  await frontEndBack();
  return { sizes };
}
