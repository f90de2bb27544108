// Typo recall: misspellings the bench makes itself of the archive's most frequent words, asked of
// the engine alone (search-engine-probe.mjs, a visitor's search); a typo is recalled when the
// search answers for the word it misspells ("Menampilkan hasil untuk …", lib/search/correct.ts).
// See scripts/bench/README.md, "Search over a large archive".
import pg from 'pg';

/** Misspellings made and asked per archive size. */
export const TYPO_COUNT = 50;
/** Frequent words considered, most frequent first, to find TYPO_COUNT whose typo is no word of the archive. */
const CANDIDATE_WORDS = 400;
/** Words shorter than this have typos that are other words, or too few letters to tell them apart. */
const MIN_LETTERS = 6;

/** The ways a hurried hand misspells, taken in turn. */
const EDITS = ['drop', 'swap', 'double', 'vowel'];
const VOWELS = 'aeiou';

/**
 * One misspelling of `word` by `edit`, never its first letter (readers rarely miss that, and
 * correction by similarity weighs it most), `rng` choosing where; null when the edit cannot change it.
 */
export function misspell(word, edit, rng) {
  const at = (from, to) => from + Math.floor(rng() * Math.max(1, to - from));
  switch (edit) {
    case 'drop': {
      const i = at(1, word.length - 1);
      return word.slice(0, i) + word.slice(i + 1);
    }
    case 'swap': {
      const spots = [...word].map((_, i) => i).filter((i) => i >= 1 && i < word.length - 1 && word[i] !== word[i + 1]);
      if (!spots.length) return null;
      const i = spots[Math.floor(rng() * spots.length)];
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    }
    case 'double': {
      const i = at(1, word.length);
      return word.slice(0, i + 1) + word[i] + word.slice(i + 1);
    }
    case 'vowel': {
      const spots = [...word].map((_, i) => i).filter((i) => i >= 1 && VOWELS.includes(word[i]));
      if (!spots.length) return null;
      const i = spots[Math.floor(rng() * spots.length)];
      const others = [...VOWELS].filter((v) => v !== word[i]);
      return word.slice(0, i) + others[Math.floor(rng() * others.length)] + word.slice(i + 1);
    }
    default:
      throw new Error(`typos: unknown edit ${edit}`);
  }
}

/**
 * Up to `count` { typo, word, edit } from `words` (most frequent first): letters only, MIN_LETTERS or
 * more, not a stop word; the edits in turn; a typo that is itself a word of the archive (`known`)
 * or was already made is skipped. The same words and seed give the same typos.
 */
export function makeTypos(words, { count = TYPO_COUNT, rng, known = new Set(), stopWords = new Set() }) {
  const typos = [];
  const made = new Set();
  for (const word of words) {
    if (typos.length >= count) break;
    if (!/^\p{L}+$/u.test(word) || word.length < MIN_LETTERS || stopWords.has(word)) continue;
    const edit = EDITS[typos.length % EDITS.length];
    const typo = misspell(word, edit, rng);
    if (!typo || typo === word || known.has(typo) || made.has(typo)) continue;
    made.add(typo);
    typos.push({ typo, word, edit });
  }
  return typos;
}

/**
 * The engine's answers scored. Recalled: answered for the word ("Menampilkan hasil untuk"), or
 * found as typed where the typo's stem is the word's (`stemTwins`: the stemmer reads perrencanaan
 * as rencana too, so it finds the word's posts). Missed: corrected into another word, found as
 * typed by another stem, or nothing.
 */
export function scoreTypos(typos, answers, stemTwins = new Set()) {
  const rows = typos.map((typo, i) => {
    const answer = answers[i] ?? {};
    const asTyped = !answer.corrected && answer.hits > 0;
    const outcome = answer.error
      ? 'error'
      : answer.corrected === typo.word
        ? 'recalled'
        : asTyped && stemTwins.has(typo.typo)
          ? 'same-stem'
          : answer.corrected
            ? 'other-word'
            : asTyped
              ? 'as-typed'
              : 'nothing';
    return { ...typo, outcome, corrected: answer.corrected ?? null, hits: answer.hits ?? null, ms: answer.ms ?? null };
  });
  const count = (outcome) => rows.filter((row) => row.outcome === outcome).length;
  return {
    count: rows.length,
    recall: rows.length ? (count('recalled') + count('same-stem')) / rows.length : null,
    recalled: count('recalled') + count('same-stem'),
    sameStem: count('same-stem'),
    otherWord: count('other-word'),
    asTyped: count('as-typed'),
    nothing: count('nothing'),
    errors: count('error'),
    missed: rows.filter((row) => row.outcome !== 'recalled' && row.outcome !== 'same-stem').map(({ typo, word, outcome, corrected }) => ({ typo, word, outcome, corrected })),
    queries: rows,
  };
}

/** The typos whose query is the word's: the same stems in the index's text search configuration. */
export async function stemTwins(url, typos) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT t.typo FROM unnest($1::text[], $2::text[]) AS t(typo, word) WHERE plainto_tsquery('bua_id', t.typo)::text = plainto_tsquery('bua_id', t.word)::text",
      [typos.map((t) => t.typo), typos.map((t) => t.word)],
    );
    return new Set(rows.map((row) => row.typo));
  } finally {
    await client.end();
  }
}

/**
 * The index's most frequent words (search_words, as the correction reads them), and which of the
 * typos' candidates are words of the archive themselves.
 */
export async function archiveWords(url, candidates = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const frequent = await client.query('SELECT word FROM search_words ORDER BY posts DESC, word LIMIT $1', [CANDIDATE_WORDS]);
    const present = candidates.length ? await client.query('SELECT word FROM search_words WHERE word = ANY($1::text[])', [candidates]) : { rows: [] };
    return { frequent: frequent.rows.map((row) => row.word), known: new Set(present.rows.map((row) => row.word)) };
  } finally {
    await client.end();
  }
}
