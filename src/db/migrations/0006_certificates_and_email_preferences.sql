CREATE TYPE "public"."certificate_visibility" AS ENUM('private', 'public');--> statement-breakpoint
ALTER TYPE "public"."email_status" ADD VALUE 'skipped';--> statement-breakpoint
CREATE TABLE "email_preference" (
	"user_id" text PRIMARY KEY NOT NULL,
	"certificates" boolean DEFAULT true NOT NULL,
	"challenges" boolean DEFAULT true NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"news" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"milestone_id" text NOT NULL,
	"kind" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"display_name" text NOT NULL,
	"dedication" text,
	"visibility" "certificate_visibility" DEFAULT 'private' NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"locale" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "category" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "skip_reason" text;--> statement-breakpoint
ALTER TABLE "email_preference" ADD CONSTRAINT "email_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_milestone_id_milestone_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_milestone_idx" ON "certificate" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "certificate_user_idx" ON "certificate" USING btree ("user_id","reached_at");