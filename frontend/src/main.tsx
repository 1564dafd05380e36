import "./index.css";
import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { appRoutes, hydrationStateFor, loadRouteCode } from "./app/router";
import { readSsrState } from "./app/ssr";
import { queryClient } from "./lib/query-client";
import { provideLiveUpdates } from "./lib/socket-loaded";

// The socket's event handlers load with the socket client, on first use (never on the home page).
provideLiveUpdates(() => import("./app/live-updates").then((module) => module.LIVE_UPDATES));

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const ssr = readSsrState(document);

const app = (router: ReturnType<typeof createBrowserRouter>): ReactNode => (
  <StrictMode>
    <Providers server={ssr}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

if (ssr) {
  // The server rendered this page: same data, same screen code, then React adopts its HTML.
  for (const [path, data] of Object.entries(ssr.data)) queryClient.setQueryData([path], data);
  const { pathname } = window.location;
  void loadRouteCode(appRoutes, pathname).then(() => {
    const router = createBrowserRouter(appRoutes, { hydrationData: hydrationStateFor(appRoutes, pathname) });
    // As a transition, React adopts the page in slices of a few milliseconds, leaving the main
    // thread free between them (a plain hydrateRoot does it in one task: a phone's longest).
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  });
} else {
  createRoot(container).render(app(createBrowserRouter(appRoutes)));
}
