-- Discovery SQL that drizzle-kit cannot express (docs/design.md §5 and the search of issue 4).
-- No two blocks or bookings of one space may overlap: enforced by the database, not only in code.
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_no_overlap" EXCLUDE USING gist ("space_id" WITH =, "during" WITH &&);--> statement-breakpoint
-- Full-text search over the public venues (the vector carries an '@<country>' lexeme, so one storefront's postings are intersected in the index).
CREATE INDEX "venue_search_vector_idx" ON "venue_search" USING gin ("search_vector");--> statement-breakpoint
-- Trigram index on the word list: a misspelt search word finds its nearest known words (GiST: ordered by distance).
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
-- space_block_days: the local days each space is taken, kept by a trigger on space_blocks.
CREATE FUNCTION "space_block_days_add"(p_space uuid, p_venue uuid, p_during tstzrange) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO space_block_days (tenant_id, country, day, space_id, venue_id)
  SELECT v.tenant_id, v.country, d::date, p_space, p_venue
  FROM venues v,
    generate_series((lower(p_during) AT TIME ZONE v.time_zone)::date, (upper(p_during) AT TIME ZONE v.time_zone)::date, interval '1 day') d
  WHERE v.id = p_venue
    AND p_during && tstzrange(d::date::timestamp AT TIME ZONE v.time_zone, (d::date + 1)::timestamp AT TIME ZONE v.time_zone, '[)')
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- After a block goes or moves: its days are recounted from the space's remaining blocks.
CREATE FUNCTION "space_block_days_recount"(p_space uuid, p_venue uuid, p_during tstzrange) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v record;
  first_day date;
  last_day date;
BEGIN
  SELECT tenant_id, country, time_zone INTO v FROM venues WHERE id = p_venue;
  IF NOT FOUND THEN RETURN; END IF;
  first_day := (lower(p_during) AT TIME ZONE v.time_zone)::date;
  last_day := (upper(p_during) AT TIME ZONE v.time_zone)::date;
  DELETE FROM space_block_days WHERE tenant_id = v.tenant_id AND country = v.country AND space_id = p_space AND day BETWEEN first_day AND last_day;
  PERFORM space_block_days_add(b.space_id, b.venue_id, b.during * tstzrange(first_day::timestamp AT TIME ZONE v.time_zone, (last_day + 1)::timestamp AT TIME ZONE v.time_zone, '[)'))
  FROM space_blocks b
  WHERE b.space_id = p_space AND b.during && tstzrange(first_day::timestamp AT TIME ZONE v.time_zone, (last_day + 1)::timestamp AT TIME ZONE v.time_zone, '[)');
END $$;--> statement-breakpoint
CREATE FUNCTION "space_block_days_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM space_block_days_recount(OLD.space_id, OLD.venue_id, OLD.during); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM space_block_days_add(NEW.space_id, NEW.venue_id, NEW.during); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "space_block_days_sync" AFTER INSERT OR UPDATE OR DELETE ON "space_blocks" FOR EACH ROW EXECUTE FUNCTION space_block_days_sync();
