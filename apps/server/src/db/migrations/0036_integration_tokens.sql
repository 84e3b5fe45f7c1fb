CREATE TABLE "integration_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"name" text NOT NULL,
	"grants" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"expires_on" date,
	"last_used_at" timestamp with time zone,
	"rotated_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "integration_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD COLUMN "integration_token_id" integer;--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tokens_live_name_idx" ON "integration_tokens" USING btree ("enterprise_id","name") WHERE revoked_at IS NULL;--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD CONSTRAINT "epcis_captures_integration_token_id_integration_tokens_id_fk" FOREIGN KEY ("integration_token_id") REFERENCES "public"."integration_tokens"("id") ON DELETE no action ON UPDATE no action;