ALTER TABLE "recordings" ADD COLUMN "voice_signatures" jsonb;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "transcript_punctuated" boolean DEFAULT false NOT NULL;