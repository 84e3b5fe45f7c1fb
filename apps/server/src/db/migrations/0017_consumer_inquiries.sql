CREATE TABLE "consumer_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"code_id" bigint,
	"raw_value" text NOT NULL,
	"content" text NOT NULL,
	"contact_masked" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"network" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_inquiries_status" CHECK ("consumer_inquiries"."status" IN ('open', 'replied', 'closed')),
	CONSTRAINT "consumer_inquiries_language" CHECK ("consumer_inquiries"."language" IN ('zh', 'en', 'es', 'ja')),
	CONSTRAINT "consumer_inquiries_handled" CHECK (("consumer_inquiries"."status" = 'open') = ("consumer_inquiries"."handled_at" IS NULL)),
	CONSTRAINT "consumer_inquiries_replied" CHECK ("consumer_inquiries"."status" <> 'replied' OR "consumer_inquiries"."reply" <> '')
);
--> statement-breakpoint
ALTER TABLE "consumer_inquiries" ADD CONSTRAINT "consumer_inquiries_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_inquiries" ADD CONSTRAINT "consumer_inquiries_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_inquiries" ADD CONSTRAINT "consumer_inquiries_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_inquiries_list_idx" ON "consumer_inquiries" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "consumer_inquiries_code_idx" ON "consumer_inquiries" USING btree ("code_id") WHERE "consumer_inquiries"."code_id" IS NOT NULL;