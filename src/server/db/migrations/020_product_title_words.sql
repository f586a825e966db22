-- The title as the search's relevance rank reads it (src/server/modules/catalogue/search-rank.ts), stored
-- with the row instead of computed for every match of every search: lower-cased, and with each word
-- separator (WORD_SEPARATORS, the same list in the same order; a test compares them) turned into a space
-- and a space at each end, so a whole word is found as ' word '. A broad search ranked ~8,000 matches in
-- 55 ms with lower() and translate() per row; reading these columns it takes 5. Suggestions look for the
-- typed text in titles first, through the trigram index on title_lc (7.6 MB at 100,000 products).
ALTER TABLE products
  ADD COLUMN title_lc text GENERATED ALWAYS AS (lower(title)) STORED,
  ADD COLUMN title_words text GENERATED ALWAYS AS (
    ' ' || translate(
      lower(title),
      E' \t\n\r\u00a0!"#$%&''()*+,-./:;<=>?@[\\]^_`{|}~«»‘’“”–—…·،؛؟',
      repeat(' ', 50)
    ) || ' '
  ) STORED;
CREATE INDEX products_title_lc_trgm_idx ON products USING gin (title_lc gin_trgm_ops);
