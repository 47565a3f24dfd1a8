CREATE TYPE "public"."grant_kind" AS ENUM('programme', 'admin');--> statement-breakpoint
CREATE TABLE "access_grant" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" "grant_kind" NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_user_id" text,
	"target" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "email_broadcast" (
	"id" text PRIMARY KEY NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locales" jsonb NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"total" integer NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "broadcast_id" text;--> statement-breakpoint
ALTER TABLE "access_grant" ADD CONSTRAINT "access_grant_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grant" ADD CONSTRAINT "access_grant_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grant" ADD CONSTRAINT "access_grant_revoked_by_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_broadcast" ADD CONSTRAINT "email_broadcast_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_grant_open_idx" ON "access_grant" USING btree ("user_id","kind") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "access_grant_granted_idx" ON "access_grant" USING btree ("granted_at");--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_broadcast_idx" ON "email_outbox" USING btree ("broadcast_id","status") WHERE broadcast_id is not null;--> statement-breakpoint
-- The audit log is written once: the app inserts and reads, never changes a row. An account's
-- deletion may only clear the ids that name it (the foreign keys' ON DELETE SET NULL).
CREATE FUNCTION admin_audit_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.at IS DISTINCT FROM OLD.at OR NEW.action IS DISTINCT FROM OLD.action
     OR NEW.target IS DISTINCT FROM OLD.target OR NEW.detail IS DISTINCT FROM OLD.detail
     OR (NEW.actor_id IS DISTINCT FROM OLD.actor_id AND NEW.actor_id IS NOT NULL)
     OR (NEW.target_user_id IS DISTINCT FROM OLD.target_user_id AND NEW.target_user_id IS NOT NULL) THEN
    RAISE EXCEPTION 'the admin audit log cannot be changed';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER admin_audit_keep BEFORE UPDATE ON admin_audit FOR EACH ROW EXECUTE FUNCTION admin_audit_keep();
--> statement-breakpoint
CREATE FUNCTION admin_audit_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the admin audit log cannot be changed';
END $$;--> statement-breakpoint
CREATE TRIGGER admin_audit_no_delete BEFORE DELETE ON admin_audit FOR EACH ROW EXECUTE FUNCTION admin_audit_no_delete();
