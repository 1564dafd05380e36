import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { appRoutes, loadRouteCode } from "./app/router";
import type { TSsrState } from "./app/ssr";
import { createQueryClient } from "./lib/query-client";

export type { TSsrState } from "./app/ssr";
export { serializeSsrState } from "./app/ssr";

/**
 * The app's routes as the server renders them: the same tree and ids, without the loaders,
 * which prefetch in the browser what the server hands over itself.
 */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });
}
const serverRoutes = withoutLoaders(appRoutes);

/**
 * The HTML of a screen (what goes inside #root) for a URL, built from the API answers the page
 * reads first (`state.data`, by path), or null when the route table answers with a redirect.
 * The browser hydrates it from the same state (main.tsx).
 */
export async function renderPage(url: string, state: TSsrState): Promise<string | null> {
  const { pathname } = new URL(url);
  await loadRouteCode(serverRoutes, pathname);
  const handler = createStaticHandler(serverRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const client = createQueryClient();
  for (const [path, data] of Object.entries(state.data)) client.setQueryData([path], data);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers client={client} server={state}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
