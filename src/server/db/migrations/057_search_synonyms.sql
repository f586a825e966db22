-- Issue 53, searches that never dead-end (decision 0113).
-- The owners' synonym groups: phrases a search treats as one ("jean", "jeans"; "hoodie", "sweat à capuche").
-- Each phrase is kept as the owner typed it; the search folds and stems them when it reads them.
CREATE TABLE search_synonym_groups (
  id serial PRIMARY KEY,
  phrases text[] NOT NULL CHECK (cardinality(phrases) BETWEEN 2 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The search text now holds the category's name in every shop language too ("Vêtements femme"): every
-- product's is written again at the next start (refoldSearchTexts), its new words added to product_words.
UPDATE products SET search_text = NULL;
