CREATE TABLE "scan_page_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"brand_id" integer,
	"product_id" integer,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"layout" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "scan_page_templates_scope" CHECK ("scan_page_templates"."scope" IN ('default', 'brand', 'product')),
	CONSTRAINT "scan_page_templates_status" CHECK ("scan_page_templates"."status" IN ('draft', 'published', 'archived')),
	CONSTRAINT "scan_page_templates_target" CHECK (("scan_page_templates"."scope" = 'default' AND "scan_page_templates"."brand_id" IS NULL AND "scan_page_templates"."product_id" IS NULL)
        OR ("scan_page_templates"."scope" = 'brand' AND "scan_page_templates"."brand_id" IS NOT NULL AND "scan_page_templates"."product_id" IS NULL)
        OR ("scan_page_templates"."scope" = 'product' AND "scan_page_templates"."product_id" IS NOT NULL AND "scan_page_templates"."brand_id" IS NULL)),
	CONSTRAINT "scan_page_templates_version" CHECK ("scan_page_templates"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "template_carousel" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "template_carousel_period" CHECK ("template_carousel"."active_to" >= "template_carousel"."active_from")
);
--> statement-breakpoint
CREATE TABLE "scan_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer,
	"code_id" bigint,
	"raw_value" text NOT NULL,
	"route" text NOT NULL,
	"scanner" text NOT NULL,
	"counted" boolean NOT NULL,
	"verdict" text NOT NULL,
	"address" text NOT NULL,
	"device_hash" text NOT NULL,
	"region_code" text,
	"geo_source" text NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scan_events_route" CHECK ("scan_events"."route" IN ('short', 'digital_link', 'manual')),
	CONSTRAINT "scan_events_scanner" CHECK ("scan_events"."scanner" IN ('consumer', 'internal')),
	CONSTRAINT "scan_events_verdict" CHECK ("scan_events"."verdict" IN ('not_found', 'mismatch', 'voided', 'replaced', 'not_activated', 'genuine_first', 'genuine_repeat', 'over_limit')),
	CONSTRAINT "scan_events_geo_source" CHECK ("scan_events"."geo_source" IN ('gps', 'ip', 'none'))
);
--> statement-breakpoint
ALTER TABLE "scan_page_templates" ADD CONSTRAINT "scan_page_templates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_page_templates" ADD CONSTRAINT "scan_page_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_page_templates" ADD CONSTRAINT "scan_page_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_carousel" ADD CONSTRAINT "template_carousel_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_carousel" ADD CONSTRAINT "template_carousel_template_id_scan_page_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scan_page_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_page_templates_published_key" ON "scan_page_templates" USING btree ("enterprise_id","scope",coalesce("brand_id", 0),coalesce("product_id", 0)) WHERE "scan_page_templates"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "scan_page_templates_version_key" ON "scan_page_templates" USING btree ("enterprise_id","scope",coalesce("brand_id", 0),coalesce("product_id", 0),"version");--> statement-breakpoint
CREATE INDEX "scan_page_templates_product_idx" ON "scan_page_templates" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "scan_page_templates_brand_idx" ON "scan_page_templates" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "template_carousel_template_idx" ON "template_carousel" USING btree ("enterprise_id","template_id","sort");--> statement-breakpoint
CREATE INDEX "scan_events_code_idx" ON "scan_events" USING btree ("code_id","occurred_at") WHERE "scan_events"."code_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "scan_events_enterprise_idx" ON "scan_events" USING btree ("enterprise_id","occurred_at") WHERE "scan_events"."enterprise_id" IS NOT NULL;