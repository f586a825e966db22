-- Search in every language the catalogue has (issue 33, decision 0071). A product's search text and the
-- title its relevance rank reads now hold its texts in every language, folded by the server's one
-- function (src/core/search-fold.ts: lower case, Arabic letter forms and marks, Latin accents), which
-- PostgreSQL cannot run: so they stop being generated and are written by the import beside the row.
--
-- search_text: the folded title, description and category, then each language's title and description.
-- title_lc:    the folded titles, English first, one a line (a search word holds no line break).
-- title_words: title_lc spaced for whole-word ranking, still computed here from it, with the same
--              separator list as migration 020 (rules/relevance.ts WORD_SEPARATORS; a test compares them).
--
-- The rows already here get both columns at the next server start, from the same function
-- (refoldSearchTexts, for every row whose search_text is NULL); until then a search finds none of them.
ALTER TABLE products DROP COLUMN search_text, DROP COLUMN title_words, DROP COLUMN title_lc;
ALTER TABLE products
  ADD COLUMN search_text text,
  ADD COLUMN title_lc text,
  ADD COLUMN title_words text GENERATED ALWAYS AS (
    ' ' || translate(
      title_lc,
      E' \t\n\r\u00a0!"#$%&''()*+,-./:;<=>?@[\\]^_`{|}~«»‘’“”–—…·،؛؟',
      repeat(' ', 50)
    ) || ' '
  ) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX products_title_lc_trgm_idx ON products USING gin (title_lc gin_trgm_ops);
