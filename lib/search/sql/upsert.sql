-- Puts posts into the index, or refreshes them: $1 is a JSON array of records (lib/search/records.ts),
-- published or private ones only. One statement for a whole batch: the vectors, the texts and the
-- archive's words (for typo correction) together. Answers how many posts were written.
WITH input AS (
  SELECT *
  FROM json_to_recordset($1::json) AS r(
    id bigint, post_type text, status text, bureau_id text, date_gmt timestamptz, date_local timestamp,
    modified_gmt timestamptz, slug text, title text, excerpt text, lead text, body text, author text, thumbnail text
  )
),
vectors AS (
  SELECT id,
         setweight(to_tsvector('bua_id', title), 'A') || setweight(to_tsvector('bua_id', excerpt), 'B') AS head,
         setweight(to_tsvector('bua_id', body), 'C') AS body
  FROM input
),
posts AS (
  INSERT INTO search_posts AS p (id, post_type, status, bureau_id, date_gmt, date_local, modified_gmt, indexed_at, head, doc, pairs)
  SELECT i.id, i.post_type, i.status, i.bureau_id, i.date_gmt, i.date_local, i.modified_gmt, now(), v.head, v.head || v.body, search_pairs(v.head || v.body)
  FROM input i JOIN vectors v USING (id)
  ON CONFLICT (id) DO UPDATE SET
    post_type = excluded.post_type, status = excluded.status, bureau_id = excluded.bureau_id,
    date_gmt = excluded.date_gmt, date_local = excluded.date_local, modified_gmt = excluded.modified_gmt,
    indexed_at = excluded.indexed_at, head = excluded.head, doc = excluded.doc, pairs = excluded.pairs
  RETURNING p.id
),
texts AS (
  INSERT INTO search_texts AS t (id, slug, title, excerpt, lead, body, author, thumbnail)
  SELECT i.id, i.slug, i.title, i.excerpt, i.lead, i.body, i.author, i.thumbnail
  FROM input i JOIN posts USING (id)
  ON CONFLICT (id) DO UPDATE SET
    slug = excluded.slug, title = excluded.title, excerpt = excluded.excerpt, lead = excluded.lead,
    body = excluded.body, author = excluded.author, thumbnail = excluded.thumbnail
),
words AS (
  -- The words as readers type them (lower case, no accents), not their stems: a correction is a real
  -- word. Those of titles, excerpts and leads, the words readers search for: the body's would cost
  -- a reindex a third more for words seldom asked (a 'simple' vector: each word once, lower case).
  INSERT INTO search_words AS w (word, posts)
  SELECT word.lexeme, count(*)
  FROM input i, unnest(to_tsvector('simple', unaccent(i.title || ' ' || i.excerpt || ' ' || i.lead))) AS word
  WHERE length(word.lexeme) BETWEEN 3 AND 32 AND word.lexeme ~ '^[a-z0-9]+$'
  GROUP BY word.lexeme
  -- In one order, so that two batches written at once take the same words' locks in the same order.
  ORDER BY word.lexeme
  ON CONFLICT (word) DO UPDATE SET posts = w.posts + excluded.posts
)
SELECT count(*)::int AS written FROM posts;
