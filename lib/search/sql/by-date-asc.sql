-- A page of a search by date, oldest first ($1–$6 as in count.sql, $7 limit, $8 offset).
SELECT p.id
FROM search_posts p
WHERE p.doc @@ websearch_to_tsquery('bua_id', $1) AND search_filter(p, $2, $3, $4, $5, $6)
ORDER BY p.date_gmt ASC, p.id ASC
LIMIT $7 OFFSET $8;
