CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"enterprise_id" integer NOT NULL,
	"subject" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_subject_key" ON "jobs" USING btree ("kind","subject") WHERE "jobs"."state" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_live_idx" ON "jobs" USING btree ("enterprise_id","id") WHERE "jobs"."state" IN ('queued', 'running');--> statement-breakpoint
-- Generation jobs unfinished at the upgrade continue under the job runner from their last chunk.
INSERT INTO "jobs" ("kind", "enterprise_id", "subject", "label", "done", "total")
SELECT 'code_generation', "enterprise_id", "id", "order_no", "generated_count", "quantity"
FROM "code_orders" WHERE "status" IN ('pending', 'generating') ORDER BY "id";
