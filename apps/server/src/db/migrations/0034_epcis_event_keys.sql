CREATE TABLE "epcis_event_keys" (
	"enterprise_id" integer NOT NULL,
	"event_key" bigint NOT NULL,
	"code_event_id" bigint NOT NULL,
	CONSTRAINT "epcis_event_keys_enterprise_id_event_key_code_event_id_pk" PRIMARY KEY("enterprise_id","event_key","code_event_id")
);
--> statement-breakpoint
CREATE TABLE "epcis_key_cursors" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"last_xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"setting" text NOT NULL,
	"rows_read" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "epcis_key_cursors" ADD CONSTRAINT "epcis_key_cursors_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;