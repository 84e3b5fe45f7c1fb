DROP INDEX "wms_records_pending_idx";--> statement-breakpoint
DROP INDEX "wms_records_upload_idx";--> statement-breakpoint
ALTER TABLE "wms_uploads" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wms_uploads" ADD COLUMN "failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wms_uploads" ADD COLUMN "recovered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "wms_records_upload_idx" ON "wms_records" USING btree ("upload_id","id");--> statement-breakpoint
-- Room on each page for a record's applied version, so applying it is a HOT update (no index entry written).
ALTER TABLE "wms_records" SET (fillfactor = 50);--> statement-breakpoint
-- The counters of uploads stored before them, from their records.
UPDATE "wms_uploads" u SET
  "processed" = (SELECT count(*) FROM "wms_records" w WHERE w."upload_id" = u."id" AND w."status" <> 'pending'),
  "failed" = (SELECT count(*) FROM "wms_records" w WHERE w."upload_id" = u."id" AND w."reason" IS NOT NULL),
  "recovered" = (SELECT count(*) FROM "wms_records" w WHERE w."upload_id" = u."id" AND w."reason" IS NOT NULL AND w."status" = 'applied');
