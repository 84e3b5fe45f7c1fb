CREATE TABLE "inspection_photos" (
	"name" text PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"uploaded_by" integer,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"op_id" uuid NOT NULL,
	"inspector_id" integer NOT NULL,
	"raw_value" text NOT NULL,
	"code_id" bigint,
	"verdict" text NOT NULL,
	"product_id" integer,
	"lot_no" text DEFAULT '' NOT NULL,
	"dealer_id" integer,
	"region_code" text DEFAULT '' NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"store_name" text DEFAULT '' NOT NULL,
	"store_address" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"warning_id" integer,
	"inspected_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspection_records_verdict" CHECK ("inspection_records"."verdict" IN ('in_region', 'out_of_region', 'not_shipped', 'copied', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "risk_cursors" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"last_xid" "xid8" NOT NULL,
	"last_scan_id" bigint NOT NULL,
	"scans_read" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_observations" (
	"enterprise_id" integer NOT NULL,
	"subject" text NOT NULL,
	"scan_id" bigint NOT NULL,
	"code_id" bigint NOT NULL,
	"device_hash" text NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"geo_source" text NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"network" text NOT NULL,
	"verdict" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_observations_enterprise_id_subject_occurred_at_scan_id_pk" PRIMARY KEY("enterprise_id","subject","occurred_at","scan_id")
);
--> statement-breakpoint
CREATE TABLE "risk_param_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"product_id" integer,
	"version" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"diversion_level" text NOT NULL,
	"diversion_min_devices" integer NOT NULL,
	"diversion_window_minutes" integer NOT NULL,
	"diversion_gps_only" boolean NOT NULL,
	"clone_speed_kmh" integer NOT NULL,
	"clone_burst_devices" integer NOT NULL,
	"clone_burst_minutes" integer NOT NULL,
	"leak_grace_hours" integer NOT NULL,
	"exempt_dealer_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	CONSTRAINT "risk_param_versions_level" CHECK ("risk_param_versions"."diversion_level" IN ('province', 'city', 'district')),
	CONSTRAINT "risk_param_versions_exempt" CHECK ("risk_param_versions"."product_id" IS NULL OR cardinality("risk_param_versions"."exempt_dealer_ids") = 0)
);
--> statement-breakpoint
CREATE TABLE "warning_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warning_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"assignee_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warning_scans" (
	"warning_id" integer NOT NULL,
	"scan_id" bigint NOT NULL,
	"code_id" bigint,
	"occurred_at" timestamp with time zone NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"geo_source" text NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"device_hash" text NOT NULL,
	"network" text NOT NULL,
	"verdict" text NOT NULL,
	CONSTRAINT "warning_scans_warning_id_scan_id_pk" PRIMARY KEY("warning_id","scan_id")
);
--> statement-breakpoint
CREATE TABLE "warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"strength" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"dealer_id" integer,
	"code_id" bigint,
	"product_id" integer,
	"lot_no" text DEFAULT '' NOT NULL,
	"production_order_id" integer,
	"code_order_id" integer,
	"ref_type" text,
	"ref_id" integer,
	"region_code" text DEFAULT '' NOT NULL,
	"expected_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"scan_count" integer DEFAULT 0 NOT NULL,
	"device_count" integer DEFAULT 0 NOT NULL,
	"params_version" integer NOT NULL,
	"first_scan_id" bigint,
	"raised_at" timestamp with time zone NOT NULL,
	"last_scan_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"outcome" text DEFAULT '' NOT NULL,
	"penalty_amount" numeric(14, 2),
	"follow_up" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "warnings_kind" CHECK ("warnings"."kind" IN ('diversion', 'leak', 'clone', 'over_limit')),
	CONSTRAINT "warnings_reason" CHECK ("warnings"."reason" IN ('out_of_region', 'travel', 'burst', 'not_activated', 'not_shipped', 'over_limit')),
	CONSTRAINT "warnings_state" CHECK ("warnings"."state" IN ('open', 'assigned', 'confirmed', 'dismissed', 'resolved')),
	CONSTRAINT "warnings_strength" CHECK ("warnings"."strength" IN ('strong', 'weak'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"event" text NOT NULL,
	"warning_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_status" smallint,
	"last_answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_state" CHECK ("webhook_deliveries"."state" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A constant default adds the column without rewriting the table: scans recorded before read as 1.
ALTER TABLE "scan_events" ADD COLUMN "recorded_xid" "xid8" DEFAULT '1'::xid8 NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_events" ALTER COLUMN "recorded_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_records" ADD CONSTRAINT "inspection_records_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_records" ADD CONSTRAINT "inspection_records_inspector_id_accounts_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_records" ADD CONSTRAINT "inspection_records_warning_id_warnings_id_fk" FOREIGN KEY ("warning_id") REFERENCES "public"."warnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_cursors" ADD CONSTRAINT "risk_cursors_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_param_versions" ADD CONSTRAINT "risk_param_versions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_param_versions" ADD CONSTRAINT "risk_param_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_param_versions" ADD CONSTRAINT "risk_param_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_changes" ADD CONSTRAINT "warning_changes_warning_id_warnings_id_fk" FOREIGN KEY ("warning_id") REFERENCES "public"."warnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_changes" ADD CONSTRAINT "warning_changes_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_scans" ADD CONSTRAINT "warning_scans_warning_id_warnings_id_fk" FOREIGN KEY ("warning_id") REFERENCES "public"."warnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warnings" ADD CONSTRAINT "warnings_assignee_id_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_warning_id_warnings_id_fk" FOREIGN KEY ("warning_id") REFERENCES "public"."warnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_records_op_key" ON "inspection_records" USING btree ("enterprise_id","op_id");--> statement-breakpoint
CREATE INDEX "inspection_records_list_idx" ON "inspection_records" USING btree ("enterprise_id","inspected_at");--> statement-breakpoint
CREATE INDEX "inspection_records_warning_idx" ON "inspection_records" USING btree ("warning_id") WHERE "inspection_records"."warning_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_param_versions_version_key" ON "risk_param_versions" USING btree ("enterprise_id","version");--> statement-breakpoint
CREATE INDEX "risk_param_versions_target_idx" ON "risk_param_versions" USING btree ("enterprise_id",coalesce("product_id", 0),"effective_at");--> statement-breakpoint
CREATE INDEX "warning_changes_warning_idx" ON "warning_changes" USING btree ("warning_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "warnings_live_key" ON "warnings" USING btree ("enterprise_id","dedupe_key") WHERE "warnings"."state" IN ('open', 'assigned', 'confirmed');--> statement-breakpoint
CREATE INDEX "warnings_key_idx" ON "warnings" USING btree ("enterprise_id","dedupe_key","closed_at");--> statement-breakpoint
CREATE INDEX "warnings_list_idx" ON "warnings" USING btree ("enterprise_id","raised_at");--> statement-breakpoint
CREATE INDEX "warnings_assignee_idx" ON "warnings" USING btree ("assignee_id") WHERE "warnings"."state" IN ('assigned', 'confirmed');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_list_idx" ON "webhook_deliveries" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_enterprise_idx" ON "webhook_subscriptions" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "scan_events_risk_idx" ON "scan_events" USING btree ("enterprise_id","recorded_xid","id") WHERE "scan_events"."enterprise_id" IS NOT NULL;