CREATE TABLE "code_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"rule_id" integer NOT NULL,
	"product_id" integer,
	"quantity" integer NOT NULL,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"gtin" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "code_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"seq_from" integer NOT NULL,
	"seq_to" integer NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"redownload" boolean DEFAULT false NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_account_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"length" smallint NOT NULL,
	"alphabet" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"check_char" boolean DEFAULT false NOT NULL,
	"anti_code_length" smallint DEFAULT 0 NOT NULL,
	"url_form" text DEFAULT 'short' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"level" text NOT NULL,
	"value" text NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_orders" ADD CONSTRAINT "code_orders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_orders" ADD CONSTRAINT "code_orders_rule_id_code_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."code_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_orders" ADD CONSTRAINT "code_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_records" ADD CONSTRAINT "code_records_order_id_code_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."code_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_rules" ADD CONSTRAINT "code_rules_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_orders_no_key" ON "code_orders" USING btree ("enterprise_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "code_orders_idempotency_key" ON "code_orders" USING btree ("enterprise_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "code_orders_status_idx" ON "code_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "code_records_order_idx" ON "code_records" USING btree ("enterprise_id","order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "code_rules_name_key" ON "code_rules" USING btree ("enterprise_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_value_key" ON "codes" USING btree ("value");