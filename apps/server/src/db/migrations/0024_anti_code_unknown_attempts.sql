CREATE TABLE "anti_code_unknown_attempts" (
	"text_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "anti_code_unknown_attempts_failures" CHECK ("anti_code_unknown_attempts"."failures" >= 0)
);
