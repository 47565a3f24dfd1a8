ALTER TABLE "challenge" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_creator_request_idx" ON "challenge" USING btree ("creator_id","request_id");