CREATE TYPE "public"."analysis_status" AS ENUM('analyzing', 'awaiting_speaker', 'complete', 'failed');--> statement-breakpoint
CREATE TYPE "public"."energy_level" AS ENUM('high', 'moderate', 'low');--> statement-breakpoint
CREATE TYPE "public"."goal_target_metric" AS ENUM('pace', 'filler_reduction', 'clarity', 'confidence', 'session_count', 'conciseness', 'energy');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('queued', 'processing', 'completed', 'failed', 'dead_letter');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('audio', 'video');--> statement-breakpoint
CREATE TYPE "public"."milestone_level" AS ENUM('none', 'started', '25', '50', '75', 'achieved');--> statement-breakpoint
CREATE TYPE "public"."pause_analysis" AS ENUM('natural', 'frequent', 'rushed');--> statement-breakpoint
CREATE TYPE "public"."recording_source" AS ENUM('live', 'upload');--> statement-breakpoint
CREATE TYPE "public"."speaking_type" AS ENUM('meeting', 'presentation', 'speech', 'practice', 'other');--> statement-breakpoint
CREATE TYPE "public"."subscription_plan" AS ENUM('monthly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('free', 'active', 'canceling', 'canceled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'coach', 'client');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email_type" text NOT NULL,
	"recipient_email" text NOT NULL,
	"subject" text,
	"body_text" text,
	"body_html" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"sendgrid_message_id" text,
	"error_message" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"verification_code" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_id" text,
	"profile_image_url" text,
	"is_first_session" boolean DEFAULT true NOT NULL,
	"total_sessions" integer DEFAULT 0 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"user_role" "user_role" DEFAULT 'user' NOT NULL,
	"coach_id" uuid,
	"is_coach_managed" boolean DEFAULT false NOT NULL,
	"temporary_password_hash" text,
	"temporary_password_expiry" timestamp with time zone,
	"requires_password_change" boolean DEFAULT false NOT NULL,
	"is_admin_created" boolean DEFAULT false NOT NULL,
	"original_role" "user_role",
	"is_in_switched_mode" boolean DEFAULT false NOT NULL,
	"reset_token" text,
	"reset_token_expiry" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_status" "subscription_status" DEFAULT 'free' NOT NULL,
	"subscription_plan" "subscription_plan",
	"subscription_ends_at" timestamp with time zone,
	"monthly_practice_count" integer DEFAULT 0 NOT NULL,
	"practice_month_reset" timestamp with time zone,
	"delete_audio_after_analysis" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "users_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text,
	"job_type" text NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"original_file_name" text,
	"file_path" text,
	"file_size" bigint,
	"mime_type" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text,
	"recording_id" uuid,
	"error_message" text,
	"practice_prompt" text,
	"estimated_duration" real,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"max_retries" integer DEFAULT 3 NOT NULL,
	"notification_email" text,
	"send_notification" boolean DEFAULT false NOT NULL,
	"checkpoint_data" jsonb,
	"backup_file_path" text,
	"transcript_data" jsonb,
	"analysis_provider" text,
	"last_checkpoint_at" timestamp with time zone,
	"can_resume" boolean DEFAULT true NOT NULL,
	"processing_attempts" integer DEFAULT 0 NOT NULL,
	"is_dlq" boolean DEFAULT false NOT NULL,
	"dlq_reason" text,
	"dlq_moved_at" timestamp with time zone,
	"requires_manual_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text,
	"transcript" text,
	"word_timestamps" jsonb,
	"duration" real,
	"word_count" integer,
	"practice_prompt" text,
	"recording_source" "recording_source" DEFAULT 'upload' NOT NULL,
	"speaking_type" "speaking_type" DEFAULT 'speech' NOT NULL,
	"analysis_status" "analysis_status" DEFAULT 'analyzing' NOT NULL,
	"media_file_path" text,
	"media_type" "media_type",
	"media_size_bytes" bigint,
	"filler_words" integer,
	"detected_fillers" jsonb,
	"filler_percentage" real,
	"speaking_pace" text DEFAULT 'moderate' NOT NULL,
	"pace_wpm" integer,
	"articulation_rate" real,
	"pace_score" real DEFAULT 5 NOT NULL,
	"clarity_score" real DEFAULT 5 NOT NULL,
	"confidence_level" real DEFAULT 6 NOT NULL,
	"filler_score" real DEFAULT 5 NOT NULL,
	"pace_reasoning" text,
	"filler_reasoning" text,
	"clarity_reasoning" text,
	"confidence_reasoning" text,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pause_analysis" "pause_analysis",
	"energy_level" "energy_level",
	"no_words_detected" boolean DEFAULT false NOT NULL,
	"metrics" jsonb,
	"speaker_utterances" jsonb,
	"selected_speaker" text,
	"analysis_engine" text,
	"posture_score" real,
	"eye_contact_percentage" real,
	"gesture_variety" real,
	"movement_score" real,
	"facial_expressiveness" real,
	"body_language_confidence" real,
	"visual_analysis_metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysis_completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"voice_characteristics" jsonb,
	"enrollment_recording_id" uuid,
	"sample_text" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_id" uuid,
	"achievement_type" text NOT NULL,
	"achievement_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_user_key" UNIQUE("user_id","achievement_key")
);
--> statement-breakpoint
CREATE TABLE "daily_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day_number" integer NOT NULL,
	"category" text NOT NULL,
	"prompt_text" text NOT NULL,
	CONSTRAINT "daily_prompts_day_number_unique" UNIQUE("day_number")
);
--> statement-breakpoint
CREATE TABLE "goal_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"recording_id" uuid,
	"session_score" real,
	"metric_value" real NOT NULL,
	"improvement_from_baseline" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_progress_goal_recording_key" UNIQUE("goal_id","recording_id")
);
--> statement-breakpoint
CREATE TABLE "goal_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"target_metric" "goal_target_metric" NOT NULL,
	"target_type" text DEFAULT 'reduction' NOT NULL,
	"expected_improvement" integer DEFAULT 25 NOT NULL,
	"motivation_text" text NOT NULL,
	"quick_tip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_templates_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"target_metric" "goal_target_metric" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"baseline_value" real,
	"baseline_recording_id" uuid,
	"target_value" real,
	"target_type" text DEFAULT 'reduction' NOT NULL,
	"current_value" real,
	"last_session_score" real,
	"best_score" real,
	"sessions_count" integer DEFAULT 0 NOT NULL,
	"milestone_level" "milestone_level" DEFAULT 'none' NOT NULL,
	"streak_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mastery_phases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"current_phase" integer DEFAULT 1 NOT NULL,
	"phase1_unlocked_at" timestamp with time zone,
	"phase2_unlocked_at" timestamp with time zone,
	"phase3_unlocked_at" timestamp with time zone,
	"phase4_unlocked_at" timestamp with time zone,
	"total_sessions_in_phase1" integer DEFAULT 0 NOT NULL,
	"total_sessions_in_phase2" integer DEFAULT 0 NOT NULL,
	"total_sessions_in_phase3" integer DEFAULT 0 NOT NULL,
	"total_sessions_in_phase4" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mastery_phases_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "skill_health" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_type" text NOT NULL,
	"last_practiced_at" timestamp with time zone,
	"practice_count" integer DEFAULT 0 NOT NULL,
	"average_score" real,
	"health_score" real DEFAULT 100 NOT NULL,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_health_user_skill_key" UNIQUE("user_id","skill_type")
);
--> statement-breakpoint
CREATE TABLE "user_challenge_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"current_value" real DEFAULT 0 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"recording_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_challenge_progress_key" UNIQUE("user_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"challenge_type" text NOT NULL,
	"target_metric" text NOT NULL,
	"target_value" real NOT NULL,
	"duration_days" integer DEFAULT 7 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"reward_badge" text NOT NULL,
	CONSTRAINT "weekly_challenges_key_start" UNIQUE("challenge_key","start_date")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_profiles" ADD CONSTRAINT "voice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_profiles" ADD CONSTRAINT "voice_profiles_enrollment_recording_id_recordings_id_fk" FOREIGN KEY ("enrollment_recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress" ADD CONSTRAINT "goal_progress_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_progress" ADD CONSTRAINT "goal_progress_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_template_id_goal_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."goal_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_baseline_recording_id_recordings_id_fk" FOREIGN KEY ("baseline_recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mastery_phases" ADD CONSTRAINT "mastery_phases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_health" ADD CONSTRAINT "skill_health_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenge_progress" ADD CONSTRAINT "user_challenge_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_challenge_progress" ADD CONSTRAINT "user_challenge_progress_challenge_id_weekly_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."weekly_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_logs_sent_at_idx" ON "email_logs" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "email_logs_recipient_idx" ON "email_logs" USING btree ("recipient_email","sent_at");--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_coach_id_idx" ON "users" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_reset_token_idx" ON "users" USING btree ("reset_token");--> statement-breakpoint
CREATE INDEX "jobs_user_created_idx" ON "jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "recordings_user_created_idx" ON "recordings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recordings_created_at_idx" ON "recordings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "achievements_user_earned_idx" ON "achievements" USING btree ("user_id","earned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goal_progress_goal_idx" ON "goal_progress" USING btree ("goal_id","created_at");--> statement-breakpoint
CREATE INDEX "goals_user_idx" ON "goals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "goals_one_active_per_user" ON "goals" USING btree ("user_id") WHERE "goals"."is_active";--> statement-breakpoint
CREATE INDEX "weekly_challenges_window_idx" ON "weekly_challenges" USING btree ("start_date","end_date");