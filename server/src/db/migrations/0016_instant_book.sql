ALTER TABLE "spaces" ADD COLUMN "instant_book" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "instant_book" boolean DEFAULT false NOT NULL;