import type { TForumPostSummary } from "@cp/contracts";
import { Eye, EyeOff, Heart, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { AuthorLine } from "./author-line";
import { CategoryBadge, TagList } from "./post-labels";

/** At most this many tags on a card (spec section 9). */
export const CARD_TAGS = 3;

function Count({ icon, value, label }: { icon: React.ReactNode; value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1 tabular-nums" title={`${value} ${label}`}>
      {icon}
      <span data-testid={`text-${label}`}>{value}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** One post in the list; the whole card links to the post. */
export function PostCard({ post, highlighted }: { post: TForumPostSummary; highlighted?: boolean }) {
  return (
    <Link
      to={`/community/${post.id}`}
      data-testid={`card-post-${post.id}`}
      data-post-title={post.title}
      className={cn(
        "group flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring sm:p-5",
        highlighted && "border-primary/60 ring-2 ring-primary/25",
        post.hidden && "border-dashed opacity-80",
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <CategoryBadge category={post.category} />
        <TagList tags={post.tags.slice(0, CARD_TAGS)} />
        {post.hidden && (
          <Badge variant="destructive" className="gap-1">
            <EyeOff className="size-3" aria-hidden />
            Hidden
          </Badge>
        )}
      </div>
      <div className="min-w-0">
        <h2
          className="text-base font-semibold leading-snug group-hover:text-primary sm:text-lg"
          data-testid="text-post-title"
        >
          {post.title}
        </h2>
        {post.preview && (
          <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground" data-testid="text-post-preview">
            {post.preview}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <AuthorLine
          username={post.username}
          role={post.authorRole}
          createdAt={post.createdAt}
          editedAt={null}
          size="sm"
        />
        <div className="flex items-center gap-4 text-xs text-muted-foreground">
          <Count icon={<Eye className="size-3.5" aria-hidden />} value={post.views} label="views" />
          <Count icon={<Heart className="size-3.5" aria-hidden />} value={post.likes} label="likes" />
          <Count icon={<MessageSquare className="size-3.5" aria-hidden />} value={post.replies} label="replies" />
        </div>
      </div>
    </Link>
  );
}
