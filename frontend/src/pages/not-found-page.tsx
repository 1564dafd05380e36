import { Compass } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "@/app/document-title";
import { buttonVariants } from "@/components/ui/button";

/** Any path without a screen (spec section 2). */
export default function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-muted text-muted-foreground">
        <Compass className="size-7" aria-hidden />
      </span>
      <p className="mt-6 font-mono text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight" data-testid="text-not-found">
        404 Page Not Found
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonVariants()}>
          Back to Home
        </Link>
        <Link to="/challenges" className={buttonVariants({ variant: "outline" })}>
          Browse Challenges
        </Link>
      </div>
    </div>
  );
}
