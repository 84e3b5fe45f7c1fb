CREATE TABLE "scan_hosts" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "code_orders" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "code_orders" ADD COLUMN "started_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_hosts" ADD CONSTRAINT "scan_hosts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "code_orders" SET "started_by" = "created_by";--> statement-breakpoint
UPDATE "code_records" r SET "actor_account_id" = o."created_by" FROM "code_orders" o WHERE r."order_id" = o."id" AND r."kind" = 'generate' AND r."actor_account_id" IS NULL;
