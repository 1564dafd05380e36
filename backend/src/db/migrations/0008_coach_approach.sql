ALTER TABLE "challenges" ADD COLUMN "approach" jsonb;--> statement-breakpoint
ALTER TABLE "progress" ADD COLUMN "coach_hints" text[] DEFAULT ARRAY[]::text[] NOT NULL;