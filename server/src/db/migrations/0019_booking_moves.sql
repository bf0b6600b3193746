CREATE TABLE "booking_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"proposed_by_side" text NOT NULL,
	"proposed_by" uuid,
	"from_start_at" timestamp with time zone NOT NULL,
	"from_end_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"from_subtotal_minor" bigint,
	"from_tax_minor" bigint,
	"from_total_minor" bigint,
	"to_subtotal_minor" bigint,
	"to_tax_minor" bigint,
	"to_total_minor" bigint,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"extra_charge_id" uuid,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_moves_times_ck" CHECK ("booking_moves"."end_at" > "booking_moves"."start_at")
);
--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_extra_charge_id_extra_charges_id_fk" FOREIGN KEY ("extra_charge_id") REFERENCES "public"."extra_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_moves_open_uq" ON "booking_moves" USING btree ("booking_id") WHERE "booking_moves"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "booking_moves_booking_idx" ON "booking_moves" USING btree ("booking_id","created_at");