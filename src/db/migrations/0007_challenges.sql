CREATE TYPE "public"."challenge_kind" AS ENUM('together', 'smokeFree');--> statement-breakpoint
CREATE TABLE "challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text,
	"kind" "challenge_kind" NOT NULL,
	"days" integer,
	"start_date" text NOT NULL,
	"time_zone" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"challenge_id" text NOT NULL,
	"invited_by" text NOT NULL,
	"sent_to" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" text
);
--> statement-breakpoint
CREATE TABLE "challenge_partner" (
	"challenge_id" text NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "challenge_partner_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "encouragement" (
	"id" text PRIMARY KEY NOT NULL,
	"challenge_id" text NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"preset" text,
	"text" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate" ALTER COLUMN "milestone_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate" ADD COLUMN "challenge_id" text;--> statement-breakpoint
ALTER TABLE "challenge" ADD CONSTRAINT "challenge_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_invitation" ADD CONSTRAINT "challenge_invitation_challenge_id_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_invitation" ADD CONSTRAINT "challenge_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_invitation" ADD CONSTRAINT "challenge_invitation_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_partner" ADD CONSTRAINT "challenge_partner_challenge_id_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_partner" ADD CONSTRAINT "challenge_partner_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encouragement" ADD CONSTRAINT "encouragement_challenge_id_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encouragement" ADD CONSTRAINT "encouragement_from_user_id_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encouragement" ADD CONSTRAINT "encouragement_to_user_id_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_creator_idx" ON "challenge" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "challenge_invitation_challenge_idx" ON "challenge_invitation" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "challenge_invitation_sender_idx" ON "challenge_invitation" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE INDEX "challenge_partner_user_idx" ON "challenge_partner" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "encouragement_to_idx" ON "encouragement" USING btree ("to_user_id","sent_at");--> statement-breakpoint
CREATE INDEX "encouragement_from_idx" ON "encouragement" USING btree ("from_user_id","sent_at");--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_challenge_id_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_challenge_idx" ON "certificate" USING btree ("challenge_id","user_id") WHERE challenge_id is not null;