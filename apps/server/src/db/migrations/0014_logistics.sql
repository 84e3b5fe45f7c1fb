CREATE TABLE "delivery_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"raw_value" text NOT NULL,
	"code_id" bigint,
	"shipment_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"expected_count" integer,
	"found_count" integer,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text DEFAULT '' NOT NULL,
	"reported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "delivery_exceptions_kind" CHECK ("delivery_exceptions"."kind" IN ('content_mismatch', 'item_not_recorded', 'unknown_code', 'wrong_product', 'other_problem')),
	CONSTRAINT "delivery_exceptions_status" CHECK ("delivery_exceptions"."status" IN ('open', 'resolved', 'dismissed')),
	CONSTRAINT "delivery_exceptions_closed" CHECK (("delivery_exceptions"."status" = 'open') = ("delivery_exceptions"."closed_at" IS NULL) AND ("delivery_exceptions"."status" = 'open' OR "delivery_exceptions"."resolution" <> '')),
	CONSTRAINT "delivery_exceptions_counts" CHECK (coalesce("delivery_exceptions"."expected_count", 0) >= 0 AND coalesce("delivery_exceptions"."found_count", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_codes" (
	"enterprise_id" integer NOT NULL,
	"exchange_id" integer NOT NULL,
	"code_id" bigint NOT NULL,
	"product_id" integer,
	"item_count" integer NOT NULL,
	CONSTRAINT "exchange_codes_exchange_id_code_id_pk" PRIMARY KEY("exchange_id","code_id"),
	CONSTRAINT "exchange_codes_item_count" CHECK ("exchange_codes"."item_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"exchange_no" text NOT NULL,
	"from_dealer_id" integer NOT NULL,
	"to_dealer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"op_id" uuid NOT NULL,
	"exchanged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "exchanges_two_dealers" CHECK ("exchanges"."from_dealer_id" <> "exchanges"."to_dealer_id"),
	CONSTRAINT "exchanges_reason" CHECK ("exchanges"."reason" <> '')
);
--> statement-breakpoint
CREATE TABLE "dissociations" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" text NOT NULL,
	"op_id" uuid NOT NULL,
	"code_id" bigint NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer,
	"children" integer NOT NULL,
	"items" integer NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dissociations_kind" CHECK ("dissociations"."kind" IN ('rdc', 'return')),
	CONSTRAINT "dissociations_counts" CHECK ("dissociations"."children" >= 0 AND "dissociations"."items" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_codes" (
	"enterprise_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"code_id" bigint NOT NULL,
	"product_id" integer,
	"item_count" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_codes_return_id_code_id_pk" PRIMARY KEY("return_id","code_id"),
	CONSTRAINT "return_codes_item_count" CHECK ("return_codes"."item_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"return_no" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"outcome_reason" text DEFAULT '' NOT NULL,
	"returned_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "returns_status" CHECK ("returns"."status" IN ('draft', 'returned', 'restocked', 'voided', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "wms_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"op_id" uuid,
	"shipment_no" text NOT NULL,
	"code" text NOT NULL,
	"scanned_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"detail" text DEFAULT '' NOT NULL,
	"shipment_id" integer,
	"code_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_records_status" CHECK ("wms_records"."status" IN ('pending', 'applied', 'failed', 'dismissed')),
	CONSTRAINT "wms_records_reason" CHECK ("wms_records"."reason" IS NULL OR "wms_records"."reason" IN ('not_found', 'wrong_status', 'inside_container', 'empty', 'not_at_warehouse', 'product_not_on_order', 'already_scanned', 'on_other_order', 'over_plan', 'return_undecided', 'unknown_order', 'order_not_open', 'invalid_code', 'invalid_record'))
);
--> statement-breakpoint
CREATE TABLE "wms_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"source" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"total" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wms_uploads_source" CHECK ("wms_uploads"."source" IN ('file', 'api')),
	CONSTRAINT "wms_uploads_status" CHECK ("wms_uploads"."status" IN ('applying', 'done'))
);
--> statement-breakpoint
ALTER TABLE "delivery_exceptions" ADD CONSTRAINT "delivery_exceptions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_exceptions" ADD CONSTRAINT "delivery_exceptions_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_exceptions" ADD CONSTRAINT "delivery_exceptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_exceptions" ADD CONSTRAINT "delivery_exceptions_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_exchange_id_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_from_dealer_id_dealers_id_fk" FOREIGN KEY ("from_dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_to_dealer_id_dealers_id_fk" FOREIGN KEY ("to_dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissociations" ADD CONSTRAINT "dissociations_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissociations" ADD CONSTRAINT "dissociations_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dissociations" ADD CONSTRAINT "dissociations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_codes" ADD CONSTRAINT "return_codes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_codes" ADD CONSTRAINT "return_codes_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_records" ADD CONSTRAINT "wms_records_upload_id_wms_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."wms_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_uploads" ADD CONSTRAINT "wms_uploads_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_exceptions_open_key" ON "delivery_exceptions" USING btree ("shipment_id","kind","code") WHERE "delivery_exceptions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "delivery_exceptions_list_idx" ON "delivery_exceptions" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_exceptions_status_idx" ON "delivery_exceptions" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE INDEX "exchange_codes_code_idx" ON "exchange_codes" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_no_key" ON "exchanges" USING btree ("enterprise_id","exchange_no");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_op_key" ON "exchanges" USING btree ("enterprise_id","op_id");--> statement-breakpoint
CREATE INDEX "exchanges_from_idx" ON "exchanges" USING btree ("enterprise_id","from_dealer_id");--> statement-breakpoint
CREATE INDEX "exchanges_to_idx" ON "exchanges" USING btree ("enterprise_id","to_dealer_id");--> statement-breakpoint
CREATE INDEX "dissociations_list_idx" ON "dissociations" USING btree ("enterprise_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_codes_open_key" ON "return_codes" USING btree ("code_id") WHERE "return_codes"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "returns_no_key" ON "returns" USING btree ("enterprise_id","return_no");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE INDEX "returns_dealer_idx" ON "returns" USING btree ("enterprise_id","dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_records_op_key" ON "wms_records" USING btree ("enterprise_id","op_id") WHERE "wms_records"."op_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wms_records_pending_idx" ON "wms_records" USING btree ("upload_id","id") WHERE "wms_records"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wms_records_upload_idx" ON "wms_records" USING btree ("upload_id","status");--> statement-breakpoint
CREATE INDEX "wms_records_exceptions_idx" ON "wms_records" USING btree ("enterprise_id","created_at") WHERE "wms_records"."reason" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wms_uploads_enterprise_idx" ON "wms_uploads" USING btree ("enterprise_id","created_at");