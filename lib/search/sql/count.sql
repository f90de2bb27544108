-- How many posts a search finds. $1 term (websearch syntax: "phrase", -word, or), $2 statuses the
-- reader may see, $3 types, $4 bureau or null, $5/$6 first day and the day after the last (Jakarta
-- dates) or null: search_filter of schema.sql, the same in every query of a search.
SELECT count(*)::int AS total
FROM search_posts p
WHERE p.doc @@ websearch_to_tsquery('bua_id', $1) AND search_filter(p, $2, $3, $4, $5, $6);
