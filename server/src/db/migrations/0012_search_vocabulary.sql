-- Typo correction moves into the API (issue 14): each storefront's vocabulary is the words of its
-- published venues, kept on their venue_search rows, in place of one word table for every storefront.
ALTER TABLE "venue_search" ADD COLUMN "words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The words of the venues already published (refreshVenueSummaries writes them from now on).
UPDATE "venue_search" vs SET "words" = array(
  select w from unnest(tsvector_to_array(to_tsvector('simple',
    v.name || ' ' || v.area || ' ' || v.city || ' ' || v.description || ' ' ||
    coalesce((select string_agg(s.name || ' ' || replace(s.space_type, '-', ' '), ' ') from spaces s where s.venue_id = v.id and s.status = 'published'), '')
  ))) w where length(w) >= 3 and w !~ '^[0-9]+$')
FROM "venues" v WHERE v.id = vs.venue_id;--> statement-breakpoint
DROP TABLE "search_words" CASCADE;
