CREATE TABLE "anti_code_attempts" (
	"code_id" bigint PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "anti_code_attempts_failures" CHECK ("anti_code_attempts"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "anti_code_attempts" ADD CONSTRAINT "anti_code_attempts_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anti_code_attempts_locked_idx" ON "anti_code_attempts" USING btree ("code_id") WHERE "anti_code_attempts"."locked_at" IS NOT NULL;