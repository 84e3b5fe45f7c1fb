CREATE TABLE "line_exceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"line_task_id" integer NOT NULL,
	"production_order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"raw_value" text NOT NULL,
	"code_id" bigint,
	"op_id" uuid,
	"source" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "line_exceptions_kind" CHECK ("line_exceptions"."kind" IN ('unknown', 'duplicate', 'wrong_product', 'wrong_level', 'already_used', 'voided', 'unreadable', 'force_closed', 'out_of_order')),
	CONSTRAINT "line_exceptions_source" CHECK ("line_exceptions"."source" IN ('station', 'device', 'console'))
);
--> statement-breakpoint
CREATE TABLE "line_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"production_order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"commissioned" integer DEFAULT 0 NOT NULL,
	"packed" integer DEFAULT 0 NOT NULL,
	"cases" integer DEFAULT 0 NOT NULL,
	"pallets" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text DEFAULT '' NOT NULL,
	"closed_by" integer,
	CONSTRAINT "line_tasks_status" CHECK ("line_tasks"."status" IN ('open', 'running', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "production_order_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "production_order_materials_quantity" CHECK ("production_order_materials"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"planned_qty" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"shift_id" integer,
	"warehouse_id" integer NOT NULL,
	"produced_on" date NOT NULL,
	"expires_on" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "production_orders_status" CHECK ("production_orders"."status" IN ('draft', 'released', 'running', 'completed', 'closed', 'cancelled')),
	CONSTRAINT "production_orders_planned_qty" CHECK ("production_orders"."planned_qty" > 0),
	CONSTRAINT "production_orders_expiry" CHECK ("production_orders"."expires_on" IS NULL OR "production_orders"."expires_on" >= "production_orders"."produced_on")
);
--> statement-breakpoint
ALTER TABLE "line_exceptions" ADD CONSTRAINT "line_exceptions_line_task_id_line_tasks_id_fk" FOREIGN KEY ("line_task_id") REFERENCES "public"."line_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_tasks" ADD CONSTRAINT "line_tasks_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_tasks" ADD CONSTRAINT "line_tasks_line_id_production_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."production_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_materials" ADD CONSTRAINT "production_order_materials_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_materials" ADD CONSTRAINT "production_order_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_line_id_production_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."production_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_exceptions_task_idx" ON "line_exceptions" USING btree ("line_task_id","occurred_at");--> statement-breakpoint
CREATE INDEX "line_exceptions_order_idx" ON "line_exceptions" USING btree ("production_order_id");--> statement-breakpoint
CREATE INDEX "line_exceptions_kind_idx" ON "line_exceptions" USING btree ("enterprise_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "line_exceptions_code_idx" ON "line_exceptions" USING btree ("code_id") WHERE "line_exceptions"."code_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "line_exceptions_op_key" ON "line_exceptions" USING btree ("enterprise_id","op_id") WHERE "line_exceptions"."op_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "line_tasks_order_idx" ON "line_tasks" USING btree ("production_order_id");--> statement-breakpoint
CREATE INDEX "line_tasks_line_idx" ON "line_tasks" USING btree ("enterprise_id","line_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "line_tasks_one_per_line" ON "line_tasks" USING btree ("line_id") WHERE "line_tasks"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "production_order_materials_order_idx" ON "production_order_materials" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "production_order_materials_lot_idx" ON "production_order_materials" USING btree ("enterprise_id","material_id","lot_no");--> statement-breakpoint
CREATE UNIQUE INDEX "production_orders_no_key" ON "production_orders" USING btree ("enterprise_id","order_no");--> statement-breakpoint
CREATE INDEX "production_orders_status_idx" ON "production_orders" USING btree ("enterprise_id","status");--> statement-breakpoint
CREATE INDEX "production_orders_line_idx" ON "production_orders" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "production_orders_product_idx" ON "production_orders" USING btree ("enterprise_id","product_id","lot_no");--> statement-breakpoint
CREATE INDEX "codes_production_order_idx" ON "codes" USING btree ("production_order_id","level") WHERE "codes"."production_order_id" IS NOT NULL;