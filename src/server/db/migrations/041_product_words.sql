-- The SQL path's search words (issue 36, decision 0085): a search word is looked up in a vocabulary of
-- the words the products' search texts hold instead of rechecking every text the trigram index offers.
--
-- product_words:        the distinct pieces of each product's search_text between white space (the
--                       pieces SearchIndex holds in memory), one row per piece and product: a word's
--                       products by a range of the primary key, in id order.
-- search_word_suffixes: every suffix of every word in product_words, beside the word. A search word
--                       (which holds no white space) is inside a product's search text exactly when it
--                       begins some suffix of one of its pieces, so its words are one range scan of this
--                       primary key (COLLATE "C": byte order, so a prefix is a contiguous range).
--
-- Both are written with the row, in the same transaction (catalogueRepository.upsert, refoldSearchTexts:
-- search/search-text.ts writeSearchWords). A word no product holds any more keeps its suffixes (it finds
-- no product). Filled here from the rows already written; "white space" is JavaScript's \s, which
-- searchPieces cuts at, spelled out so that PostgreSQL's regex (ASCII only under the C locale) agrees.
-- The primary keys are built once the rows are in (one sort each, not a million inserts into a btree).
SET LOCAL maintenance_work_mem = '256MB';
CREATE TABLE product_words (
  word       text COLLATE "C" NOT NULL,
  product_id integer NOT NULL
);
INSERT INTO product_words (word, product_id)
  SELECT w.piece, p.id
  FROM products p,
    LATERAL (
      SELECT DISTINCT piece
      FROM regexp_split_to_table(p.search_text, '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+') AS piece
      WHERE piece <> ''
    ) AS w
  WHERE p.search_text IS NOT NULL;
ALTER TABLE product_words ADD PRIMARY KEY (word, product_id);
CREATE TABLE search_word_suffixes (
  suffix text COLLATE "C" NOT NULL,
  word   text COLLATE "C" NOT NULL
);
INSERT INTO search_word_suffixes (suffix, word)
  SELECT substr(w.word, i), w.word
  FROM (SELECT DISTINCT word FROM product_words) AS w, generate_series(1, length(w.word)) AS i;
ALTER TABLE search_word_suffixes ADD PRIMARY KEY (suffix, word);
-- A search word no longer reads search_text's trigram index (suggestions keep title_lc's).
DROP INDEX products_search_idx;

-- The shop never deletes a product, but tests and an operator's hand may: its words go with it (a new
-- product given the same id must not inherit them). Once per statement, from the rows it deleted.
CREATE FUNCTION product_words_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_words;
  ELSE
    DELETE FROM product_words AS w USING gone WHERE w.product_id = gone.id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_forget_words AFTER DELETE ON products
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION product_words_forget();
CREATE TRIGGER products_forget_words_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_words_forget();
