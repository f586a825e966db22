-- Package tracking (issue 34, docs/decisions/0074-carriers-and-tracking.md).
--
-- The carriers the shop ships with, each with the address of its public tracking page. {number} in the
-- template stands for the tracking number (URL-encoded when the link is built); a carrier whose page
-- takes the number in a form, not in its address, has no {number}, and its link opens the page.
-- Operators add or change carriers with `npm run orders -- set-carrier`; names are unique in any case.
CREATE TABLE carriers (
  name text PRIMARY KEY CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 40),
  tracking_url_template text NOT NULL CHECK (tracking_url_template LIKE 'https://%')
);
CREATE UNIQUE INDEX carriers_name_lower_idx ON carriers (lower(name));

INSERT INTO carriers (name, tracking_url_template) VALUES
  ('Aramex', 'https://www.aramex.com/track/results?ShipmentNumber={number}'),
  ('DHL', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}&submit=1'),
  ('Egypt Post', 'https://egyptpost.gov.eg/ar-eg/home/eservices/track-and-trace/'),
  ('Royal Mail', 'https://www.royalmail.com/track-your-item#/tracking-results/{number}'),
  ('UPS', 'https://www.ups.com/track?tracknum={number}');

-- A shipped order's carrier and tracking number: both or neither. The order names the carrier rather
-- than copying its template, so a carrier that moves its tracking page moves every order's link with it.
ALTER TABLE orders ADD COLUMN carrier text REFERENCES carriers (name) ON UPDATE CASCADE;
ALTER TABLE orders ADD COLUMN tracking_number text;
ALTER TABLE orders ADD CONSTRAINT orders_tracking_whole CHECK ((carrier IS NULL) = (tracking_number IS NULL));
