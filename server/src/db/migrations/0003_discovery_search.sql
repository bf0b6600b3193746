-- Discovery SQL that drizzle-kit cannot express (DESIGN §5 and the search of issue 4).
-- No two blocks or bookings of one space may overlap: enforced by the database, not only in code.
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_no_overlap" EXCLUDE USING gist ("space_id" WITH =, "during" WITH &&);--> statement-breakpoint
-- Full-text search over the public venues.
CREATE INDEX "venues_search_vector_idx" ON "venues" USING gin ("search_vector") WHERE "status" = 'published';--> statement-breakpoint
-- Trigram index on the word list: a misspelt search word finds its nearest known words (GiST: ordered by distance).
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
