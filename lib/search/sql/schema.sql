-- The search index: one row per post a reader may find (published or private; nothing else is
-- ever stored), its weighted text vectors, and the archive's own words for typo correction.
-- Idempotent: run at every start by lib/search/engine.ts. The dictionary files it names
-- (bua_stop.stop, bua_protected.syn) are put into the server's tsearch_data first
-- (lib/search/dictionary/install.cjs).

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_dict WHERE dictname = 'bua_protected') THEN
    -- Words the Indonesian stemmer breaks (berita -> ita, pengumuman -> umum): each family to one lexeme.
    CREATE TEXT SEARCH DICTIONARY bua_protected (TEMPLATE = synonym, SYNONYMS = bua_protected);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_dict WHERE dictname = 'bua_stem') THEN
    CREATE TEXT SEARCH DICTIONARY bua_stem (TEMPLATE = snowball, Language = indonesian, StopWords = bua_stop);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'bua_id') THEN
    CREATE TEXT SEARCH CONFIGURATION bua_id (COPY = indonesian);
    ALTER TEXT SEARCH CONFIGURATION bua_id
      ALTER MAPPING FOR asciiword, word, hword, hword_part, hword_asciipart, asciihword
      WITH unaccent, bua_protected, bua_stem;
  END IF;
END
$$;

-- An index of an older layout than this file's (search_state 'schema') is dropped whole: the
-- instance that finds it empty fills it again from WordPress (lib/search/sync.ts).
DO $$
DECLARE
  layout text;
BEGIN
  IF to_regclass('search_state') IS NOT NULL THEN
    -- Dynamic: a plain SELECT here would be planned before the table is known to exist.
    EXECUTE 'SELECT value FROM search_state WHERE key = ''schema''' INTO layout;
    IF layout IS DISTINCT FROM '2' THEN
      DROP TABLE IF EXISTS search_texts, search_posts, search_words CASCADE;
      DELETE FROM search_state;
    END IF;
  END IF;
END
$$;

-- What a query matches and filters on, kept narrow: the vectors live out of line (EXTERNAL,
-- toast_tuple_target 128), so the rows a query visits for its count and order are about 100 bytes
-- and a word found in most of 100,000 posts costs a scan of a few MB, not of the texts.
-- Only published and private posts are ever stored: no draft, pending, future or password-protected one.
CREATE TABLE IF NOT EXISTS search_posts (
  id           bigint PRIMARY KEY,
  post_type    text NOT NULL,
  status       text NOT NULL CHECK (status IN ('publish', 'private')),
  bureau_id    text,
  -- The post's instant (WordPress's date_gmt) orders; its Jakarta wall-clock date (post_date) is
  -- what the date filters compare with, as the plugin's search did.
  date_gmt     timestamptz NOT NULL,
  date_local   timestamp NOT NULL,
  modified_gmt timestamptz NOT NULL,
  indexed_at   timestamptz NOT NULL DEFAULT now(),
  -- Title (A) and excerpt (B): what ranks a match first.
  head         tsvector NOT NULL,
  -- Title, excerpt and body (C): what matches.
  doc          tsvector NOT NULL,
  -- Every pair of neighbouring words of doc ('jabat_fungsional'), without positions: a quoted
  -- phrase is found through its pairs in the GIN index. Matched against doc's positions instead,
  -- a phrase would read the vector of every post holding its words (0.5–1 s at 100,000 posts).
  pairs        tsvector NOT NULL
) WITH (toast_tuple_target = 128);
ALTER TABLE search_posts ALTER COLUMN head SET STORAGE EXTERNAL, ALTER COLUMN doc SET STORAGE EXTERNAL, ALTER COLUMN pairs SET STORAGE EXTERNAL;

CREATE INDEX IF NOT EXISTS search_posts_doc ON search_posts USING gin (doc);
CREATE INDEX IF NOT EXISTS search_posts_head ON search_posts USING gin (head);
CREATE INDEX IF NOT EXISTS search_posts_pairs ON search_posts USING gin (pairs);
CREATE INDEX IF NOT EXISTS search_posts_date ON search_posts (date_gmt DESC, id DESC);

-- What a result shows, read for the ten posts of a page only.
CREATE TABLE IF NOT EXISTS search_texts (
  id        bigint PRIMARY KEY REFERENCES search_posts (id) ON DELETE CASCADE,
  slug      text NOT NULL,
  title     text NOT NULL,
  excerpt   text NOT NULL,
  lead      text NOT NULL,
  body      text NOT NULL,
  author    text,
  thumbnail text
);

-- Every word of every indexed post (unaccented, lower case), for "did you mean" by trigram similarity.
CREATE TABLE IF NOT EXISTS search_words (
  word  text PRIMARY KEY,
  posts integer NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS search_words_trgm ON search_words USING gin (word gin_trgm_ops);
-- The words of one first letter and about one length: a short word's typo shares few trigrams.
CREATE INDEX IF NOT EXISTS search_words_shape ON search_words (left(word, 1), length(word));

-- The last WordPress modification the index has caught up with (the periodic catch-up's cursor).
CREATE TABLE IF NOT EXISTS search_state (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- The pairs of neighbouring words of a vector, in the order of their positions (pairs above).
CREATE OR REPLACE FUNCTION search_pairs(vector tsvector)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT word.lexeme || '_' || word.next)), ''::tsvector)
  FROM (
    SELECT entry.lexeme, lead(entry.lexeme) OVER (ORDER BY position) AS next
    FROM unnest(vector) AS entry, unnest(entry.positions) AS position
  ) AS word
  WHERE word.next IS NOT NULL
$$;

-- What the quoted phrases of a search ($7 of count.sql, lib/search/phrases.ts) need: each of
-- their pairs of neighbouring words, all of them; null without a phrase.
CREATE OR REPLACE FUNCTION search_phrase_pairs(phrases text[])
RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(array_to_string(array_agg(quote_literal(pair.lexeme)), ' & '), '')::tsquery
  FROM unnest(phrases) AS phrase, unnest(search_pairs(to_tsvector('bua_id', phrase))) AS pair
$$;

-- Whether a search of quoted phrases alone is wholly matched by its phrases' pairs: every word of
-- the term is in a phrase, the term has no "or" and no exclusion, and each phrase makes a pair.
CREATE OR REPLACE FUNCTION search_phrases_only(term text, phrases text[])
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(cardinality(phrases), 0) > 0
     AND websearch_to_tsquery('bua_id', term)::text !~ '[|!]'
     AND websearch_to_tsquery('bua_id', term) <@ plainto_tsquery('bua_id', array_to_string(phrases, ' '))
     AND NOT EXISTS (SELECT 1 FROM unnest(phrases) AS phrase WHERE search_pairs(to_tsvector('bua_id', phrase)) = ''::tsvector)
$$;

-- Whether a post holds the words of a search ($1 and $7 of count.sql). A search of phrases alone is
-- found by their pairs (search_filter) without this: checked after the pairs' index, the words'
-- vector of each match would be read out of line (100 ms for 10,000 posts of a common phrase). A
-- plain SQL function, so the planner inlines it and, the term known, drops what does not apply.
CREATE OR REPLACE FUNCTION search_words_match(doc tsvector, term text, phrases text[])
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT doc @@ websearch_to_tsquery('bua_id', term) OR search_phrases_only(term, phrases)
$$;

-- The filter every query of a search applies ($2–$7 of count.sql): the statuses the reader
-- may see, the types, the bureau, the Jakarta dates, the phrases' pairs. A plain SQL function, so
-- the planner inlines it (and drops what is null).
DROP FUNCTION IF EXISTS search_filter(search_posts, text[], text[], text, timestamp, timestamp);
CREATE OR REPLACE FUNCTION search_filter(p search_posts, statuses text[], types text[], bureau text, day_from timestamp, day_after timestamp, phrase_pairs tsquery)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p.status = ANY(statuses) AND p.post_type = ANY(types)
     AND (bureau IS NULL OR p.bureau_id = bureau)
     AND (day_from IS NULL OR p.date_local >= day_from) AND (day_after IS NULL OR p.date_local < day_after)
     AND (phrase_pairs IS NULL OR p.pairs @@ phrase_pairs)
$$;

INSERT INTO search_state (key, value) VALUES ('schema', '2') ON CONFLICT (key) DO UPDATE SET value = excluded.value;
