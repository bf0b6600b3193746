-- Discovery SQL that drizzle-kit cannot express (DESIGN §5 and the search of issue 4).
-- No two blocks or bookings of one space may overlap: enforced by the database, not only in code.
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_no_overlap" EXCLUDE USING gist ("space_id" WITH =, "during" WITH &&);--> statement-breakpoint
-- The search's date filter asks which spaces have any block around one day, whatever the space.
CREATE INDEX "space_blocks_during_idx" ON "space_blocks" USING gist ("during");--> statement-breakpoint
-- Full-text search over the public venues (the vector carries an '@<country>' lexeme, so one storefront's postings are intersected in the index).
CREATE INDEX "venues_search_vector_idx" ON "venues" USING gin ("search_vector") WHERE "status" = 'published';--> statement-breakpoint
-- Trigram index on the word list: a misspelt search word finds its nearest known words (GiST: ordered by distance).
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
-- The default (top-rated) order, covering every column a filter or a facet reads: the facet count
-- and a filtered first page are index-only scans over one storefront's entries.
CREATE INDEX "venue_search_rating_idx" ON "venue_search" USING btree ("tenant_id", "country", "rating_score" DESC, "venue_id")
  INCLUDE ("city", "area", "time_zone", "event_types", "amenities", "space_caps", "max_capacity", "price_from_minor");
