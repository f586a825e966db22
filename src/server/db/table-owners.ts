/**
 * Each table has one owning module: only files in that folder of src/server name it in SQL. Every other
 * module goes through the owner's repository, exported from the owner's index.ts (its face).
 * table-owners.test.ts holds the code to this list; a new table gets its line here with its migration.
 */
export const TABLE_OWNERS = {
  users: 'modules/auth',
  password_resets: 'modules/auth',
  sessions: 'modules/auth',
  email_change_undos: 'modules/auth',
  email_verifications: 'modules/auth',
  addresses: 'modules/addresses',
  products: 'modules/catalogue',
  product_variants: 'modules/catalogue',
  variant_prices: 'modules/catalogue',
  product_drafts: 'modules/catalogue',
  // The managed list of categories and their names per language (issue 52, decision 0125).
  categories: 'modules/catalogue',
  // Bulk actions and CSV imports applied from the console, by their request key (issue 52, decision 0127).
  catalogue_changes: 'modules/catalogue',
  product_words: 'modules/catalogue',
  search_word_suffixes: 'modules/catalogue',
  search_synonym_groups: 'modules/catalogue',
  recently_viewed: 'modules/catalogue',
  // Back-in-stock alerts (issue 53): the catalogue mails them when its units come back.
  stock_alerts: 'modules/catalogue',
  cart_items: 'modules/cart',
  cart_promo_codes: 'modules/cart',
  cart_versions: 'modules/cart',
  guest_carts: 'modules/cart',
  wishlist_items: 'modules/wishlist',
  orders: 'modules/orders',
  order_items: 'modules/orders',
  order_charges: 'modules/orders',
  idempotency_keys: 'modules/checkout',
  return_requests: 'modules/orders',
  return_items: 'modules/orders',
  return_pickups: 'modules/orders',
  carriers: 'modules/orders',
  order_claims: 'modules/orders',
  order_notes: 'modules/orders',
  order_refunds: 'modules/orders',
  // What was bought together, reckoned from the order lines by the orders' also-bought job.
  also_bought: 'modules/orders',
  customer_notes: 'modules/customers',
  customer_tags: 'modules/customers',
  staff: 'modules/staff',
  staff_sessions: 'modules/staff',
  staff_password_links: 'modules/staff',
  audit_log: 'modules/audit',
  product_reviews: 'modules/reviews',
  promotions: 'modules/promotions',
  promotion_uses: 'modules/promotions',
  promotion_currency_amounts: 'modules/promotions',
  payment_events: 'modules/payments',
  exchange_rates: 'modules/rates',
  currency_rules: 'modules/rates',
  regions: 'modules/regions',
  region_countries: 'modules/regions',
  shipping_rates: 'modules/regions',
  region_holidays: 'modules/regions',
  legal_texts: 'modules/legal',
  mail_words: 'modules/mail-words',
  mail_outbox: 'mail',
  // Which marketing mails each address gets (issue 53 §6); read through the face of modules/mail-preferences.
  mail_choices: 'modules/mail-preferences',
  domain_events: 'events',
  // A small key-value store (the token secret, the catalogue version), read and written through db/settings.ts.
  settings: 'db',
} as const;

export type Table = keyof typeof TABLE_OWNERS;
