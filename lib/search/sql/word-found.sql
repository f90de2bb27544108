-- Whether one word of a search finds anything the reader may see ($1 the word, $2 the statuses).
-- A stop word (no lexeme left) counts as found: it is never searched, so never corrected.
SELECT numnode(plainto_tsquery('bua_id', $1)) = 0
    OR EXISTS (SELECT 1 FROM search_posts p WHERE p.doc @@ plainto_tsquery('bua_id', $1) AND p.status = ANY($2::text[])) AS found;
