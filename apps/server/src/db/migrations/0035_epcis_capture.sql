CREATE TABLE "epcis_captured_codes" (
	"enterprise_id" integer NOT NULL,
	"code_value" text NOT NULL,
	"captured_event_id" bigint NOT NULL,
	CONSTRAINT "epcis_captured_codes_enterprise_id_code_value_captured_event_id_pk" PRIMARY KEY("enterprise_id","code_value","captured_event_id")
);
--> statement-breakpoint
CREATE TABLE "epcis_captured_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"capture_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"event_type" text NOT NULL,
	"action" text,
	"biz_step" text,
	"disposition" text,
	"read_point" text,
	"biz_location" text,
	"event_time" timestamp (6) with time zone NOT NULL,
	"record_time" timestamp (6) with time zone NOT NULL,
	"epcs" text[] NOT NULL,
	"parent" text,
	"inputs" text[] NOT NULL,
	"outputs" text[] NOT NULL,
	"any_epcs" text[] NOT NULL,
	"classes" text[] NOT NULL,
	"input_classes" text[] NOT NULL,
	"output_classes" text[] NOT NULL,
	"transactions" text[] NOT NULL,
	"persistent_set" text[] NOT NULL,
	"persistent_unset" text[] NOT NULL,
	"transformation_id" text,
	"event" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epcis_captures" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"captured_by" text NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"success" boolean NOT NULL,
	"event_count" integer NOT NULL,
	"stored_count" integer NOT NULL,
	"present_count" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "epcis_captured_codes" ADD CONSTRAINT "epcis_captured_codes_captured_event_id_epcis_captured_events_id_fk" FOREIGN KEY ("captured_event_id") REFERENCES "public"."epcis_captured_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epcis_captured_events" ADD CONSTRAINT "epcis_captured_events_capture_id_epcis_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."epcis_captures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD CONSTRAINT "epcis_captures_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "epcis_captured_events_id_uq" ON "epcis_captured_events" USING btree ("enterprise_id","event_id");--> statement-breakpoint
CREATE INDEX "epcis_captured_events_time_idx" ON "epcis_captured_events" USING btree ("enterprise_id","event_time","id");--> statement-breakpoint
CREATE INDEX "epcis_captured_events_record_idx" ON "epcis_captured_events" USING btree ("enterprise_id","record_time","id");--> statement-breakpoint
CREATE INDEX "epcis_captured_events_epcs_idx" ON "epcis_captured_events" USING gin ("any_epcs");--> statement-breakpoint
CREATE INDEX "epcis_captures_enterprise_idx" ON "epcis_captures" USING btree ("enterprise_id","id");