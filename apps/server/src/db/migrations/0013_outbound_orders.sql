CREATE TABLE "shipment_codes" (
	"enterprise_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"code_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"item_count" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_codes_shipment_id_code_id_pk" PRIMARY KEY("shipment_id","code_id"),
	CONSTRAINT "shipment_codes_item_count" CHECK ("shipment_codes"."item_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"planned_qty" integer NOT NULL,
	CONSTRAINT "shipment_lines_planned_qty" CHECK ("shipment_lines"."planned_qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"shipment_no" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"planned_on" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "shipments_status" CHECK ("shipments"."status" IN ('draft', 'scanning', 'shipped', 'received', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "enterprise_profiles" ADD COLUMN "allow_overscan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_codes" ADD CONSTRAINT "shipment_codes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_codes" ADD CONSTRAINT "shipment_codes_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_codes_active_key" ON "shipment_codes" USING btree ("code_id") WHERE "shipment_codes"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_product_key" ON "shipment_lines" USING btree ("shipment_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_no_key" ON "shipments" USING btree ("enterprise_id","shipment_no");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE INDEX "shipments_dealer_idx" ON "shipments" USING btree ("enterprise_id","dealer_id");