ALTER TABLE "progress" ADD COLUMN "accepted_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing rows: their accepted submissions, and at least one for a row already completed.
UPDATE "progress" SET "accepted_count" = GREATEST(
  (SELECT count(*) FROM "submissions" s WHERE s."user_id" = "progress"."user_id" AND s."challenge_id" = "progress"."challenge_id" AND s."passed"),
  CASE WHEN "progress"."completed" THEN 1 ELSE 0 END
);
