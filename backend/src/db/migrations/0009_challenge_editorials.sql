ALTER TABLE "challenges" ADD COLUMN "patterns" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "generated_tests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "editorial" text;--> statement-breakpoint
ALTER TABLE "progress" ADD COLUMN "gave_up_at" timestamp with time zone;