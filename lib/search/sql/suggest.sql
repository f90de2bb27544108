-- The archive's word nearest to a word that finds nothing ($1, lower case, no accents): the fewest
-- edits (levenshtein: a letter left out, added or changed is one, two letters swapped are two), at
-- most 2, or 1 in a word under six letters (a shorter word is that close to too many others); then
-- the closer by trigrams, then the more common. Candidates: the words sharing trigrams with it (GIN
-- index), and those of its first letter and about its length (search_words_shape), since a swap in a
-- short word leaves few trigrams in common (geudng and gedung: 0.27). The correction is offered
-- only when it finds what the reader may see.
WITH candidates AS (
  SELECT word, posts FROM search_words WHERE word % $1
  UNION
  SELECT word, posts FROM search_words
  WHERE left(word, 1) = left($1, 1) AND length(word) BETWEEN length($1) - 2 AND length($1) + 2
)
SELECT word
FROM candidates
WHERE word <> $1 AND levenshtein_less_equal(word, $1, 2) <= CASE WHEN length($1) < 6 THEN 1 ELSE 2 END
ORDER BY levenshtein_less_equal(word, $1, 2), similarity(word, $1) DESC, posts DESC, word
LIMIT 1;
