-- A hold carries its order's number, so codes reads no plant table (decision 162): filled from the
-- orders for the holds placed before, then required.
ALTER TABLE "production_order_holds" ADD COLUMN "order_no" text;--> statement-breakpoint
UPDATE "production_order_holds" h SET "order_no" = po."order_no"
FROM "production_orders" po WHERE po."id" = h."production_order_id";--> statement-breakpoint
ALTER TABLE "production_order_holds" ALTER COLUMN "order_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "production_order_holds" DROP CONSTRAINT "production_order_holds_production_order_id_production_orders_id_fk";
