import { MessagesSquare, Plus, SearchX, TriangleAlert } from "lucide-react";
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useSession } from "@/app/session";
import { Button } from "@/components/ui/button";
import { EmptyState, Page, PageHeader, RetryButton } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { forumKeys, usePostList } from "@/features/forum/forum-api";
import { ForumFilters } from "@/features/forum/forum-filters";
import { useForumLiveStore } from "@/features/forum/forum-live-store";
import { LazyPostFormDialog } from "@/features/forum/post/lazy-post-form";
import { PostCard } from "@/features/forum/post/post-card";
import { useForumFilters } from "@/features/forum/use-forum-filters";
import { LiveBadge } from "@/features/leaderboard/live-badge";
import { useLiveRoom } from "@/lib/socket";

/** Community list (/community): posts with category, search and sort; new posts and counts arrive live. */
export default function CommunityPage() {
  useDocumentTitle("Community");
  const { user } = useSession();
  const navigate = useNavigate();
  const { filters, search, setSearch, setCategory, setSort, clear, active } = useForumFilters();
  const list = usePostList(filters);
  const connected = useLiveRoom("forum", { refetchOnReconnect: [forumKeys.lists] });
  const arrived = useForumLiveStore((state) => state.arrived);
  const [composing, setComposing] = useState(false);
  const posts = list.data?.pages.flat() ?? [];

  const newPost = () => {
    if (user) setComposing(true);
    else void navigate("/login");
  };

  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="Developer Community"
        description="Ask questions, share what you built and help each other learn."
        actions={
          <>
            <LiveBadge connected={connected} testId="forum-live" />
            <Button onClick={newPost} data-testid="button-new-post" title={user ? undefined : "Log in to post"}>
              <Plus className="size-4" aria-hidden />
              New Post
            </Button>
          </>
        }
      />
      <ForumFilters
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onCategoryChange={setCategory}
        onSortChange={setSort}
        active={active}
        onClear={clear}
      />
      <div className="mt-6">
        {list.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading posts..." />
          </div>
        ) : list.isError ? (
          <div data-testid="text-posts-error">
            <EmptyState
              icon={<TriangleAlert className="size-6" aria-hidden />}
              title="Failed to fetch posts"
              action={<RetryButton onRetry={list.refetch} pending={list.isFetching} />}
            >
              {list.error.message}
            </EmptyState>
          </div>
        ) : posts.length === 0 ? (
          <EmptyState
            icon={
              active ? <SearchX className="size-6" aria-hidden /> : <MessagesSquare className="size-6" aria-hidden />
            }
            title="No posts found. Be the first to start a discussion!"
            action={
              <Button variant="outline" onClick={newPost}>
                <Plus className="size-4" aria-hidden />
                New Post
              </Button>
            }
          />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3" data-testid="list-posts" aria-live="polite">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} highlighted={Boolean(arrived[post.id])} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                  data-testid="button-load-more"
                >
                  {list.isFetchingNextPage ? <Spinner label="Loading..." /> : "Load more posts"}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      {composing && (
        <Suspense fallback={null}>
          <LazyPostFormDialog
            open
            onOpenChange={setComposing}
            onSaved={(post) => {
              setComposing(false);
              if (post) void navigate(`/community/${post.id}`);
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}
