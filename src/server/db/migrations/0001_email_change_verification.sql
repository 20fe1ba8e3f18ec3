ALTER TABLE "email_verifications" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "purpose" text DEFAULT 'signup' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");