DELETE FROM search_state WHERE key = $1;
