CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"summary" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country_settings" ADD COLUMN "phone_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "country_settings" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reports_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "approved_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "suspension_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_tenant_idx" ON "admin_audit_log" USING btree ("tenant_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit_log" USING btree ("tenant_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_actor_idx" ON "admin_audit_log" USING btree ("tenant_id","actor_id");--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit_log" USING btree ("tenant_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once_uq" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "country_settings_default_uq" ON "country_settings" USING btree ("tenant_id") WHERE "country_settings"."is_default";--> statement-breakpoint
CREATE INDEX "reviews_tenant_created_idx" ON "reviews" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- The audit trail is append-only: an administrator's action, once recorded, is never edited or removed.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON "admin_audit_log" FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();--> statement-breakpoint
-- Existing storefronts: their own phone country; Singapore stays the default (docs/spec.md §2).
UPDATE "country_settings" SET "phone_country" = "cca2" WHERE "phone_country" = '';--> statement-breakpoint
UPDATE "country_settings" SET "is_default" = true WHERE "cca2" = 'sg';
