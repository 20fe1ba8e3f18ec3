CREATE TABLE "upload_claims" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_claims_claimed_at_idx" ON "upload_claims" USING btree ("claimed_at");