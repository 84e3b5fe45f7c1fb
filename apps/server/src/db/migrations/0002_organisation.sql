CREATE TABLE "address_areas" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"depart_code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"leader" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "disabled_menus" (
	"enterprise_id" integer NOT NULL,
	"menu_key" text NOT NULL,
	CONSTRAINT "disabled_menus_enterprise_id_menu_key_pk" PRIMARY KEY("enterprise_id","menu_key")
);
--> statement-breakpoint
CREATE TABLE "enterprise_buttons" (
	"enterprise_id" integer NOT NULL,
	"code" text NOT NULL,
	"menu_key" text NOT NULL,
	"action" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	CONSTRAINT "enterprise_buttons_enterprise_id_code_pk" PRIMARY KEY("enterprise_id","code")
);
--> statement-breakpoint
ALTER TABLE "role_buttons" DROP CONSTRAINT "role_buttons_button_code_menu_buttons_code_fk";
--> statement-breakpoint
DROP INDEX "positions_enterprise_idx";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disabled_menus" ADD CONSTRAINT "disabled_menus_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disabled_menus" ADD CONSTRAINT "disabled_menus_menu_key_menus_key_fk" FOREIGN KEY ("menu_key") REFERENCES "public"."menus"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_buttons" ADD CONSTRAINT "enterprise_buttons_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_buttons" ADD CONSTRAINT "enterprise_buttons_menu_key_menus_key_fk" FOREIGN KEY ("menu_key") REFERENCES "public"."menus"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_areas_parent_idx" ON "address_areas" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_key" ON "departments" USING btree ("enterprise_id","depart_code");--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("enterprise_id","parent_id");--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_enterprise_idx" ON "positions" USING btree ("enterprise_id","department_id");