ALTER TABLE "wms_records" DROP CONSTRAINT "wms_records_reason";--> statement-breakpoint
ALTER TABLE "wms_uploads" ADD COLUMN "dismissed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wms_records" ADD CONSTRAINT "wms_records_reason" CHECK ("wms_records"."reason" IS NULL OR "wms_records"."reason" IN ('not_found', 'wrong_status', 'inside_container', 'empty', 'not_at_warehouse', 'product_not_on_order', 'already_scanned', 'on_other_order', 'over_plan', 'return_undecided', 'on_hold', 'unknown_order', 'order_not_open', 'invalid_code', 'invalid_record', 'op_id_reused', 'invalid_op_id', 'invalid_scan_time'));--> statement-breakpoint
-- Uploads made before the counter: their dismissed records, counted once.
UPDATE "wms_uploads" u SET "dismissed" = d.n
FROM (SELECT "upload_id", count(*)::int AS n FROM "wms_records" WHERE "status" = 'dismissed' GROUP BY "upload_id") d
WHERE u."id" = d."upload_id";
