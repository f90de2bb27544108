import 'server-only';
import { runSearchSql } from './engine';

/** Words of a term worth correcting: the first ten, of three letters or more, not excluded (-word). */
const MAX_WORDS = 10;

/** How readers' words are kept in search_words: lower case, accents off. */
export function plainWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The term with each word that finds nothing replaced by the archive's nearest word (suggest.sql),
 * or null when no word needed or found a correction. `statuses`: what the reader may see, so a
 * word only staff posts hold never counts as found for a visitor.
 */
export async function correctedTerm(term: string, statuses: string[]): Promise<string | null> {
  const words = [...term.matchAll(/(^|[^\p{L}\p{N}-])(-?)([\p{L}\p{N}]{3,})/gu)]
    .filter((match) => match[2] !== '-')
    .map((match) => match[3] ?? '')
    .slice(0, MAX_WORDS);
  let corrected = term;
  let changed = false;
  for (const word of new Set(words)) {
    const [found] = await runSearchSql<{ found: boolean }>('word-found', [word, statuses]);
    if (found?.found) continue;
    const [nearest] = await runSearchSql<{ word: string }>('suggest', [plainWord(word)]);
    if (!nearest) continue;
    corrected = corrected.replace(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'gu'), nearest.word);
    changed = true;
  }
  return changed ? corrected : null;
}
