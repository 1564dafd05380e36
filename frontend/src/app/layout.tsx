import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { Footer } from "./footer";
import { Header } from "./header";
import { useEndSessionOnUnauthorized } from "./session";
import { AppReady } from "./ssr";
import { Toaster } from "./toaster";

/** Header, page, footer and toasts around every route. */
export function Layout() {
  useEndSessionOnUnauthorized();
  // A screen opened from another one shows once its code has loaded: until then a bar under the
  // header says the link was followed.
  const navigating = useNavigation().state === "loading";
  return (
    <div className="flex min-h-dvh flex-col">
      {navigating && (
        <div
          role="progressbar"
          aria-label="Loading page"
          data-testid="page-loading-bar"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
        />
      )}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page growing as its data
          arrives never moves it on screen (no layout shift). */}
      <main id="main" className="flex min-h-dvh flex-1 flex-col">
        {/* A page's lazy parts (an admin tab, a form) wait here; the header stays put. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The frame shown on a first visit while the router loads the screen's code: the same header,
 * footer and spinner the screen then replaces, in the same places.
 */
export function LayoutFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="flex min-h-dvh flex-1 flex-col">
        <PageSpinner />
      </main>
      <Footer />
    </div>
  );
}
