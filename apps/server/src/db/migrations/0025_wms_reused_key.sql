ALTER TABLE "wms_records" ADD COLUMN "reused_key" text;--> statement-breakpoint
-- Records logged as reusing an operation id before: the first of each (its id, order and code), so
-- sent again it is known. Later copies are left as they were (the log's history).
UPDATE "wms_records" SET "reused_key" = encode(sha256(convert_to("detail" || E'\t' || "shipment_no" || E'\t' || "code", 'UTF8')), 'hex')
WHERE "id" IN (
  SELECT min("id") FROM "wms_records"
  WHERE "reason" = 'op_id_reused' AND "detail" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  GROUP BY "enterprise_id", "detail", "shipment_no", "code"
);--> statement-breakpoint
CREATE UNIQUE INDEX "wms_records_reused_key" ON "wms_records" USING btree ("enterprise_id","reused_key") WHERE "wms_records"."reused_key" IS NOT NULL;