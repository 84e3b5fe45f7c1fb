CREATE TABLE "warning_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"product_id" integer,
	"max_queries" integer NOT NULL,
	"repeat_notice_from" integer NOT NULL,
	"dedupe_minutes" integer NOT NULL,
	"internal_cidrs" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "warning_params_max_queries" CHECK ("warning_params"."max_queries" BETWEEN 1 AND 1000),
	CONSTRAINT "warning_params_repeat_notice" CHECK ("warning_params"."repeat_notice_from" BETWEEN 1 AND "warning_params"."max_queries"),
	CONSTRAINT "warning_params_dedupe" CHECK ("warning_params"."dedupe_minutes" BETWEEN 0 AND 1440),
	CONSTRAINT "warning_params_internal_cidrs" CHECK ("warning_params"."product_id" IS NULL OR cardinality("warning_params"."internal_cidrs") = 0)
);
--> statement-breakpoint
ALTER TABLE "warning_params" ADD CONSTRAINT "warning_params_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_params" ADD CONSTRAINT "warning_params_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warning_params_target_key" ON "warning_params" USING btree ("enterprise_id",coalesce("product_id", 0));--> statement-breakpoint
CREATE INDEX "warning_params_product_idx" ON "warning_params" USING btree ("product_id");