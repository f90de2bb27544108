SELECT value FROM search_state WHERE key = $1;
