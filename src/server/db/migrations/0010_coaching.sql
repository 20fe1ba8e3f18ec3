CREATE TABLE "assignment_clients" (
	"assignment_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_clients_assignment_id_client_id_pk" PRIMARY KEY("assignment_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"instructions" text,
	"due_at" timestamp with time zone,
	"max_attempts" integer DEFAULT 0 NOT NULL,
	"video_required" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filler_dismissals" (
	"recording_id" uuid NOT NULL,
	"filler_index" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filler_dismissals_recording_id_filler_index_pk" PRIMARY KEY("recording_id","filler_index")
);
--> statement-breakpoint
CREATE TABLE "filler_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"previous_word" text DEFAULT '' NOT NULL,
	"source_recording_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filler_exceptions_rule_unq" UNIQUE("user_id","word","previous_word")
);
--> statement-breakpoint
CREATE TABLE "recording_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recording_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"at_seconds" real NOT NULL,
	"text" text NOT NULL,
	"reply_to_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_phrase_counts" (
	"recording_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phrase" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "recording_phrase_counts_recording_id_phrase_pk" PRIMARY KEY("recording_id","phrase")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coaching_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "phrases_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignment_clients" ADD CONSTRAINT "assignment_clients_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_clients" ADD CONSTRAINT "assignment_clients_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_dismissals" ADD CONSTRAINT "filler_dismissals_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_dismissals" ADD CONSTRAINT "filler_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_exceptions" ADD CONSTRAINT "filler_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filler_exceptions" ADD CONSTRAINT "filler_exceptions_source_recording_id_recordings_id_fk" FOREIGN KEY ("source_recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_comments" ADD CONSTRAINT "recording_comments_reply_to_id_recording_comments_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."recording_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_phrase_counts" ADD CONSTRAINT "recording_phrase_counts_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_phrase_counts" ADD CONSTRAINT "recording_phrase_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_clients_client_idx" ON "assignment_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "assignments_coach_created_idx" ON "assignments" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recording_comments_recording_idx" ON "recording_comments" USING btree ("recording_id","at_seconds");--> statement-breakpoint
CREATE INDEX "recording_phrase_counts_user_idx" ON "recording_phrase_counts" USING btree ("user_id","phrase");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_sessions_assignment_idx" ON "practice_sessions" USING btree ("assignment_id","user_id");--> statement-breakpoint
CREATE INDEX "recordings_assignment_idx" ON "recordings" USING btree ("assignment_id");