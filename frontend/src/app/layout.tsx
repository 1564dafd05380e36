import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { Footer } from "./footer";
import { Header } from "./header";
import { useEndSessionOnUnauthorized } from "./session";
import { Toaster } from "./toaster";

/** Header, page, footer and toasts around every route. */
export function Layout() {
  useEndSessionOnUnauthorized();
  return (
    <div className="flex min-h-dvh flex-col">
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
        {/* Pages are lazy chunks: only this area waits for one, the header stays put. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
