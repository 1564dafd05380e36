ALTER TABLE "challenges" ADD COLUMN "checker" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "constraints" jsonb;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "generator" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "naive" jsonb DEFAULT '{}'::jsonb NOT NULL;