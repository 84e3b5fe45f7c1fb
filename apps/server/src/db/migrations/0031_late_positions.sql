ALTER TABLE "scan_events" ADD COLUMN "first_xid" "xid8";--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "first_region_code" text;--> statement-breakpoint
CREATE INDEX "scan_events_moved_idx" ON "scan_events" USING btree ("recorded_xid") WHERE "scan_events"."first_xid" IS NOT NULL;