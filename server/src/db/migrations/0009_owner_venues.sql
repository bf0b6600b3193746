ALTER TABLE "venues" ALTER COLUMN "city" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "venues" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "rejection_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "venues_for_approval_idx" ON "venues" USING btree ("tenant_id","submitted_at") WHERE "venues"."status" = 'for_approval';--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_pin_ck" CHECK (("venues"."latitude" is null) = ("venues"."longitude" is null) and ("venues"."latitude" is not null or "venues"."status" not in ('for_approval', 'published')));