-- The API matches text in memory (modules/venues/text-index.ts, issue 14): no query reads the
-- search vectors through this index any more, and every refresh of a venue wrote to it.
DROP INDEX IF EXISTS "venue_search_vector_idx";--> statement-breakpoint
-- Nor is the storefront's lexeme ('@sg') needed in each vector: it let the index return one storefront's matches.
UPDATE "venue_search" SET "search_vector" = ts_delete("search_vector", '@' || "country");
