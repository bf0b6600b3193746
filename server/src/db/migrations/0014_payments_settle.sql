ALTER TABLE "payments" ADD COLUMN "test_outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settle_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_settle_idx" ON "payments" USING btree ("settle_after") WHERE "payments"."settle_after" is not null;--> statement-breakpoint
-- Test payments claimed before their outcome was recorded: the sweep fails them (nothing was charged).
UPDATE "payments" SET "settle_after" = now() WHERE "provider" = 'test' AND "status" = 'processing';
