CREATE TYPE "public"."payment_provider" AS ENUM('test', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('pending', 'paid', 'declined', 'refunded', 'disputed');--> statement-breakpoint
CREATE TABLE "payment_event" (
	"provider" "payment_provider" NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"purchase_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" text,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" "purchase_status" DEFAULT 'pending' NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_reference_idx" ON "purchase" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_session_idx" ON "purchase" USING btree ("provider","provider_session_id") WHERE provider_session_id is not null;--> statement-breakpoint
CREATE INDEX "purchase_payment_idx" ON "purchase" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "purchase_user_idx" ON "purchase" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "purchase_created_idx" ON "purchase" USING btree ("created_at");