ALTER TABLE "email_broadcast" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_broadcast_request_idx" ON "email_broadcast" USING btree ("created_by","request_id");