CREATE INDEX "session_impersonated_by_idx" ON "session" USING btree ("impersonated_by") WHERE impersonated_by is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree (lower("to_address"));--> statement-breakpoint
CREATE INDEX "challenge_invitation_accepted_idx" ON "challenge_invitation" USING btree ("accepted_by") WHERE accepted_by is not null;--> statement-breakpoint
CREATE INDEX "challenge_invitation_sent_to_idx" ON "challenge_invitation" USING btree (lower("sent_to")) WHERE sent_to is not null;--> statement-breakpoint
CREATE INDEX "access_grant_user_idx" ON "access_grant" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_audit_actor_idx" ON "admin_audit" USING btree ("actor_id") WHERE actor_id is not null;--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_user_id") WHERE target_user_id is not null;