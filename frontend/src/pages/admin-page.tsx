import { BookOpen, Code2, History, ListChecks, LogOut } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { useLogout, useSession } from "@/app/session";
import { useHydrated } from "@/app/ssr";
import { Button } from "@/components/ui/button";
import { Page, PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChallengesTab } from "@/features/admin/challenge/challenge-tab";
import { useContentRoom } from "@/lib/use-content-room";

// The first tab ships with the screen; the others load when opened.
const QuizzesTab = lazy(() => import("@/features/admin/quiz/quiz-tab").then((m) => ({ default: m.QuizzesTab })));
const TutorialsTab = lazy(() =>
  import("@/features/admin/tutorial/tutorial-tab").then((m) => ({ default: m.TutorialsTab })),
);
const AuditLog = lazy(() => import("@/features/admin/audit/audit-log").then((m) => ({ default: m.AuditLog })));

const loadingTab = (
  <div className="flex justify-center py-12">
    <Spinner label="Loading..." />
  </div>
);

const TABS = ["challenges", "quizzes", "tutorials", "audit"] as const;
type TTab = (typeof TABS)[number];

/** Admin dashboard (/admin): the catalog's authoring screen. Admins only: the route table gates it. */
export default function AdminPage() {
  useDocumentTitle("Admin Dashboard");
  const { user } = useSession();
  const logout = useLogout();
  // Another admin's change (the content room) reloads these lists; a validation opens the socket
  // itself when it starts, for its progress (validateChallenge).
  useContentRoom();
  // The open tab lives in the address, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TTab = TABS.includes(requested as TTab) ? (requested as TTab) : "challenges";
  const selectTab = (next: string) => setParams(next === "challenges" ? {} : { tab: next }, { replace: true });
  const hydrated = useHydrated();

  return (
    <Page>
      <PageHeader
        title="Admin Dashboard"
        description={<span data-testid="text-admin-welcome">Welcome, {user?.username}</span>}
        actions={
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut className="size-4" aria-hidden />
            Logout
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Content" className="w-full sm:w-auto sm:self-start">
          <TabsTrigger value="challenges" data-testid="tab-challenges">
            <Code2 className="size-4 max-sm:hidden" aria-hidden />
            Challenges
          </TabsTrigger>
          <TabsTrigger value="quizzes" data-testid="tab-quizzes">
            <ListChecks className="size-4 max-sm:hidden" aria-hidden />
            Quizzes
          </TabsTrigger>
          <TabsTrigger value="tutorials" data-testid="tab-tutorials">
            <BookOpen className="size-4 max-sm:hidden" aria-hidden />
            Tutorials
          </TabsTrigger>
          <TabsTrigger value="audit" data-testid="tab-audit">
            <History className="size-4 max-sm:hidden" aria-hidden />
            Audit log
          </TabsTrigger>
        </TabsList>
        <TabsContent value="challenges">
          <ChallengesTab />
        </TabsContent>
        {hydrated ? (
          <Suspense fallback={loadingTab}>
            <TabsContent value="quizzes">
              <QuizzesTab />
            </TabsContent>
            <TabsContent value="tutorials">
              <TutorialsTab />
            </TabsContent>
            <TabsContent value="audit">
              <AuditLog />
            </TabsContent>
          </Suspense>
        ) : (
          // The server (and hydration) show a lazy tab's loading state: its code is not in the page.
          tab !== "challenges" && loadingTab
        )}
      </Tabs>
    </Page>
  );
}
