CREATE TABLE "live_session_parts" (
	"session_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"start_seconds" double precision NOT NULL,
	"end_seconds" double precision NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_session_parts_session_id_index_pk" PRIMARY KEY("session_id","index")
);
--> statement-breakpoint
CREATE TABLE "live_session_pieces" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"media_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_session_pieces_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"media_type" "media_type" NOT NULL,
	"mime_type" text NOT NULL,
	"speaking_type" "speaking_type" DEFAULT 'practice' NOT NULL,
	"practice_prompt" text,
	"ledger_entry_id" uuid,
	"piece_count" integer DEFAULT 0 NOT NULL,
	"byte_count" bigint DEFAULT 0 NOT NULL,
	"received_seconds" double precision DEFAULT 0 NOT NULL,
	"analysed_seconds" double precision DEFAULT 0 NOT NULL,
	"part_count" integer DEFAULT 0 NOT NULL,
	"recording_id" uuid,
	"job_id" uuid,
	"last_piece_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_session_parts" ADD CONSTRAINT "live_session_parts_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_pieces" ADD CONSTRAINT "live_session_pieces_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_ledger_entry_id_practice_sessions_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."practice_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_one_open_per_user_idx" ON "live_sessions" USING btree ("user_id") WHERE "live_sessions"."status" in ('recording', 'finishing');--> statement-breakpoint
CREATE INDEX "live_sessions_status_updated_idx" ON "live_sessions" USING btree ("status","updated_at");