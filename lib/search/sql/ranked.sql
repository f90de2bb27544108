-- A page of a search by relevance ($1–$6 as in count.sql, $7 limit, $8 offset).
-- Ranking every match would read every matching vector: 1.6 s for a word in all of 100,000 posts.
-- So only a bounded set of candidates is ranked: the 300 newest matches and the 200 newest whose
-- title or excerpt match, whatever their age (an old post with the words in its title is never
-- buried). Order: the query as a phrase in the title, then all its words in the title, then in the
-- excerpt, then the body's rank (title weight A > excerpt B > body C); recency breaks ties. The
-- matches beyond the candidates follow, newest first (ranked-rest.sql). `candidates` is how many.
WITH matches AS (
  SELECT p.id, p.date_gmt
  FROM search_posts p
  WHERE p.doc @@ websearch_to_tsquery('bua_id', $1) AND search_filter(p, $2, $3, $4, $5, $6)
),
newest AS (
  SELECT id FROM matches ORDER BY date_gmt DESC, id DESC LIMIT 300
),
titled AS (
  SELECT p.id
  FROM search_posts p
  WHERE p.head @@ websearch_to_tsquery('bua_id', $1) AND search_filter(p, $2, $3, $4, $5, $6)
  ORDER BY p.date_gmt DESC, p.id DESC
  LIMIT 200
),
candidates AS (
  SELECT id FROM newest UNION SELECT id FROM titled
),
scored AS (
  SELECT p.id, p.date_gmt,
         CASE
           WHEN ts_filter(p.head, '{a}') @@ phraseto_tsquery('bua_id', $1) THEN 3
           WHEN ts_filter(p.head, '{a}') @@ websearch_to_tsquery('bua_id', $1) THEN 2
           WHEN p.head @@ websearch_to_tsquery('bua_id', $1) THEN 1
           ELSE 0
         END AS tier,
         ts_rank(p.doc, websearch_to_tsquery('bua_id', $1), 1) AS rank
  FROM candidates c JOIN search_posts p USING (id)
)
SELECT id, count(*) OVER ()::int AS candidates
FROM scored
ORDER BY tier DESC, rank DESC, date_gmt DESC, id DESC
LIMIT $7 OFFSET $8;
