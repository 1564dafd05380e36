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
      <main id="main" className="flex flex-1 flex-col">
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
