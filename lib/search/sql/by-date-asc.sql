-- A page of a search by date, oldest first ($1–$7 as in count.sql, $8 limit, $9 offset).
SELECT p.id
FROM search_posts p
WHERE search_words_match(p.doc, $1, $7) AND search_filter(p, $2, $3, $4, $5, $6, search_phrase_pairs($7))
ORDER BY p.date_gmt ASC, p.id ASC
LIMIT $8 OFFSET $9;
