-- Extensions later features rely on: btree_gist (EXCLUDE constraints against double booking), pg_trgm (fuzzy search).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
