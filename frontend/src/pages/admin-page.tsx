import { LogOut } from "lucide-react";
import { useDocumentTitle } from "@/app/document-title";
import { useLogout, useSession } from "@/app/session";
import { Button } from "@/components/ui/button";
import { Page, PageHeader } from "@/components/ui/page";

/** Admin dashboard (/admin). Admins only: the route table gates it. */
export default function AdminPage() {
  useDocumentTitle("Admin Dashboard");
  const { user } = useSession();
  const logout = useLogout();
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
    </Page>
  );
}
