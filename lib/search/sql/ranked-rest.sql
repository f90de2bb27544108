-- The matches after ranked.sql's candidates ($1–$6 as in count.sql, $7 limit, $8 offset among
-- them), newest first: the deep pages of a search by relevance.
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
)
SELECT m.id
FROM matches m
WHERE m.id NOT IN (SELECT id FROM newest UNION SELECT id FROM titled)
ORDER BY m.date_gmt DESC, m.id DESC
LIMIT $7 OFFSET $8;
