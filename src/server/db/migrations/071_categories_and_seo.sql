-- Issue 52, area 3 (decision 0125): categories as a managed list, and each product's SEO words.
-- A category's key is what products.category holds (and the shop's addresses say): it never changes. Its
-- names are kept per shop language; a language left out reads English, and a category with no names reads
-- the shop's catalogs (category-names.ts), so the seeded rows keep today's names exactly.
CREATE TABLE categories (
  key text PRIMARY KEY CHECK (key <> ''),
  names jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO categories (key) SELECT DISTINCT category FROM products WHERE category <> '' ON CONFLICT DO NOTHING;

-- Per language: {"en": {"title": "...", "description": "..."}, "ar": {...}}; a part left out reads the
-- product's title and description as before.
ALTER TABLE products ADD COLUMN seo jsonb NOT NULL DEFAULT '{}'::jsonb;
