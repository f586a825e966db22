-- Egypt Post's tracking link carries the parcel number (issue 48; docs/decisions/0095). Migration 029
-- seeded its track-and-trace page without {number}, so the shopper had to copy the number into the
-- carrier's form; its TrackTrace page takes the barcode in its address. Only the seeded template moves:
-- one the operator has set since (`npm run orders -- set-carrier`) is theirs and stays. Every order
-- names its carrier rather than copying the template, so shipped orders' links follow.
UPDATE carriers
   SET tracking_url_template = 'https://egyptpost.gov.eg/ar-eg/TrackTrace?Barcode={number}'
 WHERE name = 'Egypt Post'
   AND tracking_url_template = 'https://egyptpost.gov.eg/ar-eg/home/eservices/track-and-trace/';
