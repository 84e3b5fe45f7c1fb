CREATE TABLE "production_order_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"production_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"op_id" uuid NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"placed_by" integer,
	"released_at" timestamp with time zone,
	"released_by" integer,
	"release_note" text DEFAULT '' NOT NULL,
	"release_op_id" uuid,
	CONSTRAINT "production_order_holds_kind" CHECK ("production_order_holds"."kind" IN ('hold', 'recall')),
	CONSTRAINT "production_order_holds_recall_notice" CHECK ("production_order_holds"."kind" <> 'recall' OR "production_order_holds"."notice" <> ''),
	CONSTRAINT "production_order_holds_released" CHECK (("production_order_holds"."released_at" IS NULL) = ("production_order_holds"."release_op_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "wms_records" DROP CONSTRAINT "wms_records_reason";--> statement-breakpoint
ALTER TABLE "scan_events" DROP CONSTRAINT "scan_events_verdict";--> statement-breakpoint
ALTER TABLE "production_order_holds" ADD CONSTRAINT "production_order_holds_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_holds" ADD CONSTRAINT "production_order_holds_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_order_holds_active_key" ON "production_order_holds" USING btree ("production_order_id") WHERE "production_order_holds"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "production_order_holds_order_idx" ON "production_order_holds" USING btree ("enterprise_id","production_order_id","placed_at");--> statement-breakpoint
ALTER TABLE "wms_records" ADD CONSTRAINT "wms_records_reason" CHECK ("wms_records"."reason" IS NULL OR "wms_records"."reason" IN ('not_found', 'wrong_status', 'inside_container', 'empty', 'not_at_warehouse', 'product_not_on_order', 'already_scanned', 'on_other_order', 'over_plan', 'return_undecided', 'on_hold', 'unknown_order', 'order_not_open', 'invalid_code', 'invalid_record'));--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_verdict" CHECK ("scan_events"."verdict" IN ('not_found', 'mismatch', 'voided', 'replaced', 'not_activated', 'recalled', 'on_hold', 'genuine_first', 'genuine_repeat', 'over_limit'));