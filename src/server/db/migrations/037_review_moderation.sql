-- Review moderation in the staff console (issue 35): why a review was hidden (the writer sees it on their
-- own review), and the shop's public reply under a review.
ALTER TABLE product_reviews ADD COLUMN hidden_reason text;
ALTER TABLE product_reviews ADD COLUMN reply text CHECK (reply IS NULL OR char_length(reply) BETWEEN 1 AND 2000);
ALTER TABLE product_reviews ADD COLUMN replied_at timestamptz;
ALTER TABLE product_reviews ADD CONSTRAINT product_reviews_reply_whole CHECK ((reply IS NULL) = (replied_at IS NULL));
