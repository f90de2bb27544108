-- A page of a search by relevance, with how many posts the search finds ($1–$7 as in count.sql,
-- $8 limit, $9 offset, $10 the rest: see the end). Each row carries `total`, the matches counted
-- up to 10,001 as count.sql counts them, and `candidates`.
-- Ranking every match would read every matching vector: 1.6 s for a word in all of 100,000 posts.
-- So only a bounded set of candidates is ranked, 20 pages at most: the 100 newest matches and the 100 newest whose
-- title or excerpt match, whatever their age (an old post with the words in its title is never
-- buried). Order: the query as a phrase in the title, then all its words in the title, then in the
-- excerpt (ranked by title and excerpt, weights A > B), then the body's rank; recency breaks ties.
-- `candidates` is how many. The matches beyond them follow, newest first: with $10 the page is of
-- those (its offset counted among them), for the deep pages of a search.
WITH
-- The matches from the GIN index, up to one more than are counted: read once, for the count and,
-- when they are all of them, for the newest.
matches_found AS MATERIALIZED (
  SELECT p.id, p.date_gmt FROM search_posts p WHERE search_words_match(p.doc, $1, $7) AND search_filter(p, $2, $3, $4, $5, $6, search_phrase_pairs($7))
  LIMIT 10001
),
counted AS MATERIALIZED (
  SELECT count(*)::int AS total FROM matches_found
),
-- The 100 newest matches: for words in more than 10,000 posts by walking the date index, which
-- meets 100 soon; else from the matches read above, sorted (the walk would read most of the table's
-- vectors to find few).
newest AS (
  SELECT id FROM (
    SELECT p.id FROM search_posts p WHERE search_words_match(p.doc, $1, $7) AND search_filter(p, $2, $3, $4, $5, $6, search_phrase_pairs($7))
    ORDER BY p.date_gmt DESC, p.id DESC LIMIT 100
  ) AS walked
  WHERE (SELECT total FROM counted) > 10000
  UNION ALL
  SELECT id FROM (SELECT id FROM matches_found ORDER BY date_gmt DESC, id DESC LIMIT 100) AS sorted
  WHERE (SELECT total FROM counted) <= 10000
),
-- Title and excerpt matches are far fewer: all of them from their GIN index, the newest 100, and
-- of those the ones that hold the phrases (checked on these only: a post's pairs are read out of line).
titled_found AS MATERIALIZED (
  SELECT p.id, p.date_gmt
  FROM search_posts p
  WHERE p.head @@ websearch_to_tsquery('bua_id', $1) AND search_filter(p, $2, $3, $4, $5, $6, NULL)
),
titled_newest AS MATERIALIZED (
  SELECT id FROM titled_found ORDER BY date_gmt DESC, id DESC LIMIT 100
),
titled AS (
  SELECT t.id FROM titled_newest t JOIN search_posts p USING (id)
  WHERE search_phrase_pairs($7) IS NULL OR p.pairs @@ search_phrase_pairs($7)
),
candidates AS (
  SELECT id FROM newest UNION SELECT id FROM titled
),
-- Each candidate's tier from its small head vector (title and excerpt), ranked within it by the head.
tiered AS MATERIALIZED (
  SELECT p.id, p.date_gmt,
         CASE
           WHEN ts_filter(p.head, '{a}') @@ phraseto_tsquery('bua_id', $1) THEN 3
           WHEN ts_filter(p.head, '{a}') @@ websearch_to_tsquery('bua_id', $1) THEN 2
           WHEN p.head @@ websearch_to_tsquery('bua_id', $1) THEN 1
           ELSE 0
         END AS tier,
         ts_rank(p.head, websearch_to_tsquery('bua_id', $1), 1) AS rank
  FROM candidates c JOIN search_posts p USING (id)
),
-- The body-only matches come after every head match, ranked by the whole vector (its body words):
-- read only when the page reaches them, since each body vector is read out of line (a word in
-- hundreds of titles fills the first pages from the heads alone).
scored AS (
  SELECT id, date_gmt, tier, rank FROM tiered WHERE tier > 0
  UNION ALL
  SELECT t.id, t.date_gmt, 0, ts_rank(p.doc, websearch_to_tsquery('bua_id', $1), 1)
  FROM tiered t JOIN search_posts p USING (id)
  WHERE t.tier = 0 AND (SELECT count(*) FROM tiered WHERE tier > 0) < $8::int + $9::int
)
SELECT id, candidates, (SELECT total FROM counted) AS total FROM (
  SELECT id, (SELECT count(*) FROM tiered)::int AS candidates
  FROM scored
  ORDER BY tier DESC, rank DESC, date_gmt DESC, id DESC
  LIMIT $8 OFFSET $9
) AS ranked_page
WHERE NOT $10::boolean
UNION ALL
SELECT id, NULL, NULL FROM (
  SELECT p.id
  FROM search_posts p
  WHERE search_words_match(p.doc, $1, $7) AND search_filter(p, $2, $3, $4, $5, $6, search_phrase_pairs($7))
    AND p.id NOT IN (SELECT id FROM candidates)
  ORDER BY p.date_gmt DESC, p.id DESC
  LIMIT $8 OFFSET $9
) AS rest_page
WHERE $10::boolean;
