CREATE TABLE "forum_post_views" (
	"post_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_post_views_post_id_viewer_pk" PRIMARY KEY("post_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "forum_seeds" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_post_views" ADD CONSTRAINT "forum_post_views_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_post_views_time_idx" ON "forum_post_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "forum_posts_time_idx" ON "forum_posts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_top_idx" ON "forum_posts" USING btree ("likes" DESC NULLS LAST,"replies" DESC NULLS LAST,"created_at" DESC NULLS LAST);