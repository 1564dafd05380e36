import type { TForumCategory } from "@cp/contracts";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const CATEGORY_STYLES: Record<TForumCategory, string> = {
  "General Discussion": "border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300",
  "Help & Support": "border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300",
  "Show & Tell": "border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300",
};

export function CategoryBadge({ category }: { category: TForumCategory }) {
  return (
    <Badge variant="outline" className={cn(CATEGORY_STYLES[category])} data-testid="badge-category">
      {category}
    </Badge>
  );
}

export function TagList({ tags }: { tags: string[] }) {
  return (
    <>
      {tags.map((tag) => (
        <Badge key={tag} variant="secondary" className="font-medium" data-testid="badge-tag">
          #{tag}
        </Badge>
      ))}
    </>
  );
}
