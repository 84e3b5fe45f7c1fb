CREATE TABLE "report_cursors" (
	"enterprise_id" integer NOT NULL,
	"stream" text NOT NULL,
	"last_xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"time_zone" text NOT NULL,
	"rows_read" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_cursors_enterprise_id_stream_pk" PRIMARY KEY("enterprise_id","stream")
);
--> statement-breakpoint
CREATE TABLE "report_facts" (
	"enterprise_id" integer NOT NULL,
	"day" date NOT NULL,
	"fact" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"lot_no" text DEFAULT '' NOT NULL,
	"line_id" integer DEFAULT 0 NOT NULL,
	"production_order_id" integer DEFAULT 0 NOT NULL,
	"code_order_id" integer DEFAULT 0 NOT NULL,
	"dealer_id" integer DEFAULT 0 NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"verdict" text DEFAULT '' NOT NULL,
	"hour" smallint DEFAULT -1 NOT NULL,
	"quantity" bigint NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_facts_monthly" (
	"enterprise_id" integer NOT NULL,
	"day" date NOT NULL,
	"fact" text NOT NULL,
	"level" text DEFAULT '' NOT NULL,
	"product_id" integer DEFAULT 0 NOT NULL,
	"lot_no" text DEFAULT '' NOT NULL,
	"line_id" integer DEFAULT 0 NOT NULL,
	"production_order_id" integer DEFAULT 0 NOT NULL,
	"code_order_id" integer DEFAULT 0 NOT NULL,
	"dealer_id" integer DEFAULT 0 NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"verdict" text DEFAULT '' NOT NULL,
	"hour" smallint DEFAULT -1 NOT NULL,
	"quantity" bigint NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_events" ADD COLUMN "recorded_xid" "xid8" DEFAULT '1'::xid8 NOT NULL;--> statement-breakpoint
ALTER TABLE "code_events" ALTER COLUMN "recorded_xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_cursors" ADD CONSTRAINT "report_cursors_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_facts_key" ON "report_facts" USING btree ("enterprise_id","fact","day","level","product_id","lot_no","line_id","production_order_id","code_order_id","dealer_id","region_code","verdict","hour");--> statement-breakpoint
CREATE INDEX "report_facts_order_idx" ON "report_facts" USING btree ("enterprise_id","production_order_id") WHERE "report_facts"."production_order_id" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "report_facts_monthly_key" ON "report_facts_monthly" USING btree ("enterprise_id","fact","day","level","product_id","lot_no","line_id","production_order_id","code_order_id","dealer_id","region_code","verdict","hour");--> statement-breakpoint
CREATE INDEX "code_events_recorded_idx" ON "code_events" USING btree ("enterprise_id","recorded_xid","id");