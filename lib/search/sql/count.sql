-- How many posts a search finds, up to 10,001 (1,000 pages of 10 is as far as a search goes, so a
-- count beyond says only "more"; a word in most of 100,000 posts costs a tenth). $1 the term
-- (websearch syntax: -word, or; its phrases' quotes taken out, lib/search/phrases.ts), $2 the
-- statuses the reader may see, $3 types, $4 bureau or null, $5/$6 first day and the day after the
-- last (Jakarta dates) or null, $7 the quoted phrases: search_filter of schema.sql, the same in
-- every query of a search.
SELECT count(*)::int AS total
FROM (
  SELECT 1
  FROM search_posts p
  WHERE search_words_match(p.doc, $1, $7) AND search_filter(p, $2, $3, $4, $5, $6, search_phrase_pairs($7))
  LIMIT 10001
) AS found;
