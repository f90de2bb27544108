/**
 * The quoted phrases of a search term, found through their word pairs (schema.sql's pairs), and
 * the term they are matched with: the same words, the quotes taken out, so that the text-search
 * index finds every word and the pairs' index the phrase, each without reading a post's vector.
 * A phrase to leave out (`-"…"`) and an unclosed quote stay as websearch_to_tsquery reads them.
 */
export interface PhraseSearch {
  /** The term for the words' index: phrases unquoted. */
  matching: string;
  /** Each quoted phrase's text, for search_phrase_pairs; empty without one. */
  phrases: string[];
}

const QUOTED = /(^|[^-\p{L}\p{N}])"([^"]+)"/gu;

export function phraseSearchOf(term: string): PhraseSearch {
  const phrases: string[] = [];
  const matching = term.replace(QUOTED, (_match, before: string, phrase: string) => {
    phrases.push(phrase);
    return `${before} ${phrase} `;
  });
  return { matching: phrases.length ? matching.replace(/\s+/g, ' ').trim() : term, phrases };
}
