import { Navigate, useSearchParams } from "react-router";
import { PRODUCT_NAME } from "@/app/brand";
import { useDocumentTitle } from "@/app/document-title";
import { homePathFor, useNextPath, useSession } from "@/app/session";
import { useHydrated } from "@/app/ssr";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "@/features/auth/login-form";
import { SignupForm } from "@/features/auth/signup-form";

/**
 * Login and Sign Up (/login; /login?tab=signup opens Sign Up). A visitor who is already logged
 * in (or has just logged in) goes on to `next`, else to their home page.
 */
export default function LoginPage() {
  const { user, isLoading } = useSession();
  const hydrated = useHydrated();
  const next = useNextPath();
  const [params] = useSearchParams();
  const initialTab = params.get("tab") === "signup" ? "signup" : "login";
  useDocumentTitle(initialTab === "signup" ? "Sign Up" : "Login");
  if (isLoading) return <PageSpinner />;
  // Sent on once the browser runs the page (a server's render of a signed-in visitor is empty).
  if (user) return hydrated ? <Navigate to={next ?? homePathFor(user.role)} replace /> : null;

  return (
    <div className="relative flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-20">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_50%_40%_at_50%_0%,color-mix(in_oklch,var(--color-primary)_14%,transparent),transparent)]"
      />
      <Card className="relative w-full max-w-md shadow-xl shadow-black/10">
        <CardHeader className="pb-4 text-center">
          <CardTitle className="text-2xl">Welcome to {PRODUCT_NAME}</CardTitle>
          <CardDescription>Log in to continue, or create a free account.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs key={initialTab} defaultValue={initialTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login" data-testid="tab-login">
                Login
              </TabsTrigger>
              <TabsTrigger value="signup" data-testid="tab-signup">
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="pt-2">
              <LoginForm />
            </TabsContent>
            <TabsContent value="signup" className="pt-2">
              <SignupForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
