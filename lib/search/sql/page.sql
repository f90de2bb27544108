-- What the results of a page show ($1 their ids in order, $2 the term): the texts, and the title
-- and a short excerpt around the match with the matched words between U+E000 and U+E001, marks no
-- text can hold (lib/search/records.ts takes them out of what is indexed), which the page turns
-- into <mark> elements; nothing here is HTML. The excerpt is looked for in the body's first 2,000
-- characters (a headline parses and stems all it is given: of a whole 8 KB body, 8 ms a page of ten);
-- a match further on shows the post's excerpt or lead instead (searchIndex.ts).
SELECT p.id, p.post_type, p.status, p.bureau_id, p.date_gmt, p.date_local, t.slug, t.title, t.lead, t.excerpt, t.author, t.thumbnail,
       ts_headline('bua_id', t.title, websearch_to_tsquery('bua_id', $2),
                   'HighlightAll=true, StartSel=' || chr(57344) || ', StopSel=' || chr(57345)) AS title_marked,
       ts_headline('bua_id', left(t.body, 2000), websearch_to_tsquery('bua_id', $2),
                   'MaxFragments=2, MaxWords=24, MinWords=12, FragmentDelimiter=" … ", StartSel=' || chr(57344) || ', StopSel=' || chr(57345)) AS body_marked
FROM unnest($1::bigint[]) WITH ORDINALITY AS page(id, n)
JOIN search_posts p USING (id)
JOIN search_texts t USING (id)
ORDER BY page.n;
