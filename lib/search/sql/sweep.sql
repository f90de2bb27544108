-- The end of a full reindex: every post it did not see since it started ($1) is gone from WordPress.
DELETE FROM search_posts WHERE indexed_at < $1::timestamptz;
