CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"story" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_regions" (
	"dealer_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"include_children" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dealer_regions_dealer_id_area_code_pk" PRIMARY KEY("dealer_id","area_code")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"tier" smallint DEFAULT 1 NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"warehouse_id" integer
);
--> statement-breakpoint
CREATE TABLE "enterprise_profiles" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"credit_code" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"gs1_prefix" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hierarchies" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"product_id" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit_id" integer,
	"supplier" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outsourcings" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"licence_no" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_attributes_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer,
	"specification" text DEFAULT '' NOT NULL,
	"unit_id" integer,
	"gtin" text,
	"shelf_life_days" integer,
	"price" numeric(12, 2),
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"page_content" text DEFAULT '' NOT NULL,
	"page_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_video_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"name" text NOT NULL,
	"symbol" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"manager" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_regions" ADD CONSTRAINT "dealer_regions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_parent_id_dealers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_profiles" ADD CONSTRAINT "enterprise_profiles_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchies" ADD CONSTRAINT "hierarchies_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hierarchies" ADD CONSTRAINT "hierarchies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcings" ADD CONSTRAINT "outsourcings_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key" ON "brands" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE INDEX "dealer_regions_area_idx" ON "dealer_regions" USING btree ("area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_code_key" ON "dealers" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "dealers_parent_idx" ON "dealers" USING btree ("enterprise_id","parent_id");--> statement-breakpoint
CREATE INDEX "dealers_warehouse_idx" ON "dealers" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hierarchies_product_key" ON "hierarchies" USING btree ("enterprise_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_code_key" ON "materials" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE INDEX "materials_unit_idx" ON "materials" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outsourcings_code_key" ON "outsourcings" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree ("enterprise_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_key" ON "products" USING btree ("enterprise_id","gtin");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_unit_idx" ON "products" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_key" ON "units" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_key" ON "warehouses" USING btree ("enterprise_id","code");