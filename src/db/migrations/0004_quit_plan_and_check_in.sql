CREATE TABLE "check_in" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"smoke_free" boolean NOT NULL,
	"cravings" integer NOT NULL,
	"craving_strength" integer NOT NULL,
	"mood" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quit_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"quit_date" text NOT NULL,
	"time_zone" text NOT NULL,
	"triggers" jsonb NOT NULL,
	"strategies" jsonb NOT NULL,
	"nrt" text NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quit_attempt" ADD CONSTRAINT "quit_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_user_day_idx" ON "check_in" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "quit_attempt_user_idx" ON "quit_attempt" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quit_attempt_active_idx" ON "quit_attempt" USING btree ("user_id") WHERE ended_at is null;