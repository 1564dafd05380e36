CREATE TABLE "tutorial_progress" (
	"user_id" uuid NOT NULL,
	"tutorial_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_progress_user_id_tutorial_id_step_index_pk" PRIMARY KEY("user_id","tutorial_id","step_index")
);
--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_tutorial_id_tutorials_id_fk" FOREIGN KEY ("tutorial_id") REFERENCES "public"."tutorials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutorial_progress_tutorial_idx" ON "tutorial_progress" USING btree ("tutorial_id");