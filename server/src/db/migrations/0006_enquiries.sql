CREATE TABLE "favorite_folder_members" (
	"folder_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_folder_members_folder_id_user_id_pk" PRIMARY KEY("folder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_votes" (
	"folder_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_votes_folder_id_venue_id_user_id_pk" PRIMARY KEY("folder_id","venue_id","user_id"),
	CONSTRAINT "favorite_votes_value_ck" CHECK ("favorite_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"offer_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_times_ck" CHECK ("booking_requests"."end_at" > "booking_requests"."start_at")
);
--> statement-breakpoint
CREATE TABLE "custom_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"cancellation_policy" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"supersedes_id" uuid,
	"booking_request_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_offers_times_ck" CHECK ("custom_offers"."end_at" > "custom_offers"."start_at"),
	CONSTRAINT "custom_offers_amounts_ck" CHECK ("custom_offers"."subtotal_minor" >= 0 and "custom_offers"."total_minor" >= 0 and "custom_offers"."guests" > 0)
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"organization_id" uuid,
	"space_id" uuid,
	"bulk_id" uuid,
	"event_type" text NOT NULL,
	"event_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_last_read_at" timestamp with time zone,
	"venue_last_read_at" timestamp with time zone,
	"customer_mailed_at" timestamp with time zone,
	"venue_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_guests_ck" CHECK ("enquiries"."guests" > 0),
	CONSTRAINT "enquiries_times_ck" CHECK ("enquiries"."end_at" > "enquiries"."start_at")
);
--> statement-breakpoint
CREATE TABLE "enquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"side" text NOT NULL,
	"sender_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card_kind" text,
	"card_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_messages_card_ck" CHECK (("enquiry_messages"."card_kind" is null) = ("enquiry_messages"."card_id" is null))
);
--> statement-breakpoint
CREATE TABLE "phone_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"side" text NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country_settings" ADD COLUMN "tax_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "country_settings" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "country_settings" ADD COLUMN "tax_inclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "country_settings" ADD COLUMN "service_fee_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_folders" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "space_blocks" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "space_blocks" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "favorite_folder_members" ADD CONSTRAINT "favorite_folder_members_folder_id_favorite_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."favorite_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_folder_members" ADD CONSTRAINT "favorite_folder_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_votes" ADD CONSTRAINT "favorite_votes_folder_id_favorite_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."favorite_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_votes" ADD CONSTRAINT "favorite_votes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_votes" ADD CONSTRAINT "favorite_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_offer_id_custom_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."custom_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_supersedes_id_custom_offers_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."custom_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_messages" ADD CONSTRAINT "enquiry_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_folder_members_user_idx" ON "favorite_folder_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_requests_enquiry_idx" ON "booking_requests" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_expiry_idx" ON "booking_requests" USING btree ("expires_at") WHERE "booking_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "custom_offers_enquiry_idx" ON "custom_offers" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_offers_expiry_idx" ON "custom_offers" USING btree ("expires_at") WHERE "custom_offers"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "enquiries_customer_idx" ON "enquiries" USING btree ("tenant_id","customer_id","last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enquiries_org_idx" ON "enquiries" USING btree ("tenant_id","organization_id","last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enquiries_venue_idx" ON "enquiries" USING btree ("venue_id","last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "enquiries_bulk_idx" ON "enquiries" USING btree ("bulk_id");--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_idx" ON "enquiry_messages" USING btree ("enquiry_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_requests_enquiry_idx" ON "phone_requests" USING btree ("enquiry_id","created_at");--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "space_blocks_offer_uq" ON "space_blocks" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "space_blocks_hold_expiry_idx" ON "space_blocks" USING btree ("expires_at") WHERE "space_blocks"."kind" = 'hold';--> statement-breakpoint
ALTER TABLE "favorite_folders" ADD CONSTRAINT "favorite_folders_share_token_unique" UNIQUE("share_token");--> statement-breakpoint
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_hold_ck" CHECK (("space_blocks"."kind" = 'hold') = ("space_blocks"."expires_at" is not null and "space_blocks"."offer_id" is not null));--> statement-breakpoint
-- Written by hand (drizzle cannot express these; enquiries.ts imports discovery.ts, so the hold's
-- offer and the offer's booking request are linked here): a hold goes with its offer.
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_offer_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."custom_offers"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_booking_request_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null;--> statement-breakpoint
-- Statuses are the state machines' (packages/contracts/src/state-machines.ts); the database refuses others.
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_ck" CHECK (status in ('open', 'offer_sent', 'booked', 'closed', 'archived'));--> statement-breakpoint
ALTER TABLE "custom_offers" ADD CONSTRAINT "custom_offers_status_ck" CHECK (status in ('pending', 'updated', 'accepted', 'declined', 'cancelled', 'expired', 'paid'));--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_status_ck" CHECK (status in ('requested', 'accepted', 'declined', 'expired'));--> statement-breakpoint
ALTER TABLE "phone_requests" ADD CONSTRAINT "phone_requests_status_ck" CHECK (status in ('requested', 'shared', 'declined'));--> statement-breakpoint
ALTER TABLE "space_blocks" ADD CONSTRAINT "space_blocks_kind_ck" CHECK (kind in ('blocked', 'booking', 'hold'));
--> statement-breakpoint
-- The sign-up's phone_number is the mobile phone of account settings (issue 15): fill it where it was left out.
UPDATE "users" SET "mobile_phone" = "phone_number" WHERE "mobile_phone" = '' AND "phone_number" <> '';
