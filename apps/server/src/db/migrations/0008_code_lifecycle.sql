CREATE TABLE "code_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"code_id" bigint NOT NULL,
	"op_id" uuid,
	"type" text NOT NULL,
	"biz_step" text NOT NULL,
	"disposition" text NOT NULL,
	"parent_code_id" bigint,
	"related_code_id" bigint,
	"ref_type" text,
	"ref_id" integer,
	"location_type" text,
	"location_id" integer,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_operations" (
	"enterprise_id" integer NOT NULL,
	"op_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_operations_enterprise_id_op_id_pk" PRIMARY KEY("enterprise_id","op_id")
);
--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "lot_no" text;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "production_order_id" integer;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "line_id" integer;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "produced_at" date;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "root_id" bigint;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "child_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "holder_type" text;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "holder_id" integer;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "dealer_id" integer;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "last_ref_type" text;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "last_ref_id" integer;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "replaced_by_id" bigint;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "voided_reason" text;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "first_scan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "last_scan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "scan_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "code_events_code_idx" ON "code_events" USING btree ("code_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "codes_parent_idx" ON "codes" USING btree ("parent_id") WHERE "codes"."parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "codes_root_idx" ON "codes" USING btree ("root_id") WHERE "codes"."root_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "codes_replaced_by_key" ON "codes" USING btree ("replaced_by_id") WHERE "codes"."replaced_by_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "codes_lot_idx" ON "codes" USING btree ("enterprise_id","product_id","lot_no") WHERE "codes"."lot_no" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_not_own_parent" CHECK ("codes"."parent_id" IS NULL OR "codes"."parent_id" <> "codes"."id");--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_replaced_has_successor" CHECK (("codes"."status" = 'replaced') = ("codes"."replaced_by_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_unissued_not_packed" CHECK ("codes"."status" NOT IN ('generated', 'printed') OR "codes"."parent_id" IS NULL);--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_status" CHECK ("codes"."status" IN ('generated', 'printed', 'active', 'shipped', 'received', 'returned', 'voided', 'replaced'));--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_child_count" CHECK ("codes"."child_count" >= 0);--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_holder_type" CHECK ("codes"."holder_type" IS NULL OR "codes"."holder_type" IN ('warehouse', 'dealer'));--> statement-breakpoint
-- The history of codes is append-only for everyone, superusers included (PGlite connects as one):
-- corrections are new events that refer to the old ones.
CREATE FUNCTION code_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'code_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER code_events_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON code_events
  FOR EACH STATEMENT EXECUTE FUNCTION code_events_append_only();
