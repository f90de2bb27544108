-- The archive's word nearest to a word that finds nothing ($1, lower case, no accents): trigram
-- similarity of at least 0.4 (tingi -> tinggi is 0.62; looser corrects into other words), the more
-- common word first. The correction is offered only when it finds what the reader may see.
SELECT word
FROM search_words
WHERE word % $1 AND word <> $1 AND similarity(word, $1) >= 0.4
ORDER BY similarity(word, $1) DESC, posts DESC, word
LIMIT 1;
