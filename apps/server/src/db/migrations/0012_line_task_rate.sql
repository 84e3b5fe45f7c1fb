ALTER TABLE "line_tasks" ADD COLUMN "rate_minute_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_tasks" ADD COLUMN "rate_current" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_tasks" ADD COLUMN "rate_previous" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A line task's rate: whoever raises `commissioned` (a read, a replay, a bench) moves the rolling
-- figure in the same row update. The minute is the transaction's (now()).
CREATE FUNCTION line_tasks_rate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minute timestamptz := date_trunc('minute', now());
BEGIN
  IF OLD.rate_minute_at IS DISTINCT FROM minute THEN
    NEW.rate_previous := CASE WHEN OLD.rate_minute_at = minute - interval '1 minute' THEN OLD.rate_current ELSE 0 END;
    NEW.rate_current := 0;
    NEW.rate_minute_at := minute;
  END IF;
  NEW.rate_current := NEW.rate_current + (NEW.commissioned - OLD.commissioned);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER line_tasks_rate BEFORE UPDATE OF commissioned ON line_tasks
  FOR EACH ROW WHEN (NEW.commissioned > OLD.commissioned) EXECUTE FUNCTION line_tasks_rate();
