-- Takes posts out of the index ($1: their ids); their texts go with them (ON DELETE CASCADE).
DELETE FROM search_posts WHERE id = ANY($1::bigint[]);
