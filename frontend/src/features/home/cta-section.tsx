import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "@/app/session";
import { buttonVariants } from "@/components/ui/button";

export function CtaSection() {
  const { user } = useSession();
  return (
    <section data-testid="section-cta" aria-labelledby="cta-title" className="px-4 pt-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-2xl border bg-card px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_50%_80%_at_50%_120%,color-mix(in_oklch,var(--color-primary)_25%,transparent),transparent)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your next solved problem is one click away
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-muted-foreground">
            Create a free account to save your progress, earn points and get feedback on every submission.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={user ? "/dashboard" : "/login?tab=signup"}
              className={buttonVariants({ size: "lg" })}
              data-testid="button-join-free"
            >
              Join Free Today
              <ArrowRight className="size-4" aria-hidden />
            </Link>
            <Link
              to="/challenges"
              className={buttonVariants({ size: "lg", variant: "outline" })}
              data-testid="button-explore-challenges"
            >
              Explore Challenges
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
