-- The index's size (the bench and the readiness check): posts, and bytes on disk with indexes.
SELECT (SELECT count(*)::int FROM search_posts) AS posts,
       (pg_total_relation_size('search_posts') + pg_total_relation_size('search_texts') + pg_total_relation_size('search_words'))::bigint AS bytes;
