import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { TRole } from "@cp/contracts";
import type { Middleware } from "koa";
import { isApiPath } from "./api-paths";
import type { TPageRenderer, TRenderedPage } from "./ssr";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt"]);

/** dist/route-preloads.json, written by the web app's build (frontend/vite.config.ts). */
type RoutePreloads = {
  routes: {
    path?: string;
    pattern: string;
    scripts: string[];
    styles: string[];
    data?: string[];
    /** Reads made only for a signed-in user (`:me` is their id): never announced. */
    userData?: string[];
    /** The server renders the screen (with its data) when it can. */
    ssr?: boolean;
    /** Only signed-in users may see it. */
    gated?: boolean;
    /** Only users of this role may see it ("admin" for /admin, "student" for /student-progress). */
    role?: TRole;
  }[];
};
type TPreloadRoute = RoutePreloads["routes"][number];

/** A path segment that may go into an API path and an HTML attribute as it is. */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~-]{1,100}$/;

/** Stands for the signed-in user's id in an API path; only the server's renderer fills it (ssr.ts). */
export const SESSION_PARAM = ":me";

/**
 * An API path of the route (`/api/challenges/:id`) with the values of the page's path
 * (`/challenges/two-sum`), or null when a value is missing or not a plain segment. `:me`
 * (SESSION_PARAM) is left in place.
 */
export function fillParams(apiPath: string, routePath: string, pathname: string): string | null {
  const names = routePath.split("/");
  const values = pathname.split("/").filter(Boolean);
  const params = new Map<string, string>();
  names.forEach((name, index) => {
    const value = values[index];
    if (name.startsWith(":") && value !== undefined) params.set(name.replace(/^:|\?$/g, ""), value);
  });
  let complete = true;
  const filled = apiPath.replace(/:([A-Za-z]+)/g, (match, name: string) => {
    if (match === SESSION_PARAM) return match;
    const value = params.get(name);
    if (value === undefined || !PLAIN_SEGMENT.test(value)) complete = false;
    return value ?? "";
  });
  return complete ? filled : null;
}

/** The route of a page's path in the build's table. */
function routeOf(preloads: RoutePreloads | null, pathname: string) {
  return preloads?.routes.find((r) => new RegExp(r.pattern).test(pathname));
}

/** The API reads a route's screen starts with, for this path (those whose values are plain). */
function dataPathsOf(route: TPreloadRoute, pathname: string, reads = route.data): string[] {
  return (reads ?? [])
    .map((apiPath) => fillParams(apiPath, route.path ?? "", pathname))
    .filter((filled): filled is string => filled !== null);
}

/**
 * index.html for a path, announcing the files its screen needs beyond the entry and the API
 * reads it starts with (the build's route-preloads.json), so the browser fetches them beside the
 * entry rather than after it. The reads are made as the app makes them (with the cookie), so the
 * app's own requests take their answers. A server-rendered screen's page is built apart (below).
 */
export function pageHtml(
  html: string,
  preloads: RoutePreloads | null,
  pathname: string,
  rendered: TRenderedPage | null = null,
): string {
  const route = routeOf(preloads, pathname);
  if (rendered) return renderedPageHtml(html, route, rendered);
  if (!route) return html;
  const tags = [
    ...dataPathsOf(route, pathname).map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
    ),
    ...route.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...route.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return tags.length > 0 ? html.replace("</head>", `    ${tags.join("\n    ")}\n  </head>`) : html;
}

/**
 * A server-rendered screen's page: its HTML in #root with the state it was built from (so its
 * reads are not announced: their answers are in the page), and its styles applied to the first
 * paint. Its code (the entry and the screen's chunks) is left to /boot.js, which fetches it once
 * the HTML has painted, so it does not share the bandwidth that paint needs.
 */
function renderedPageHtml(html: string, route: TPreloadRoute | undefined, rendered: TRenderedPage): string {
  const scripts: string[] = [];
  const page = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      scripts.unshift(src);
      return "";
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      scripts.push(href);
      return "";
    })
    .replace(
      '<div id="root"></div>',
      `<div id="root">${rendered.root}</div>\n    <script type="application/json" id="ssr-state">${rendered.state}</script>`,
    );
  const [entry, ...chunks] = [...scripts, ...(route?.scripts ?? []).map((file) => `/${file}`)];
  if (!entry) return page;
  const tags = [
    ...(route?.styles ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script src="/boot.js" defer data-entry="${entry}" data-preload="${chunks.join(" ")}"></script>`,
  ];
  return page.replace("</head>", `    ${tags.join("\n    ")}\n  </head>`);
}

type TContext = Parameters<Middleware>[0];

const acceptsGzip = (ctx: TContext) => ctx.acceptsEncodings("gzip", "identity") === "gzip";

/** Brotli when the browser accepts it, else gzip, else none. */
function preferredEncoding(ctx: TContext): "br" | "gzip" | null {
  if (ctx.acceptsEncodings("br") === "br") return "br";
  return acceptsGzip(ctx) ? "gzip" : null;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, in the Brotli copy the build
 * wrote beside them (file.br) to browsers that accept it, else gzip computed once per file,
 * and index.html for every other non-API GET so client-side routes survive a reload, with the
 * screen's own files announced in it; the screens the route table marks are rendered in it by
 * `options.render` when it can (ssr.ts).
 */
export function staticSpa(root: string, options: { render?: TPageRenderer } = {}): Middleware {
  const gzipCache = new Map<string, Buffer>();
  /** A file's Brotli copy, or null when the build wrote none. */
  const brotliCache = new Map<string, Buffer | null>();
  const resolved = path.resolve(root);
  /** index.html per path, for pages the browser renders; rebuilt when a new build replaces it. */
  const pages = new Map<string, { html: string; gzip: Buffer; br: Buffer }>();

  async function send(ctx: TContext, file: string, immutable: boolean) {
    const ext = path.extname(file);
    ctx.type = TYPES[ext] ?? "application/octet-stream";
    ctx.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    ctx.vary("Accept-Encoding");
    const encoding = COMPRESSIBLE.has(ext) ? preferredEncoding(ctx) : null;
    if (encoding === "br") {
      let br = brotliCache.get(file);
      if (br === undefined) {
        br = await readFile(`${file}.br`).catch(() => null);
        brotliCache.set(file, br);
      }
      if (br) {
        ctx.set("Content-Encoding", "br");
        ctx.body = br;
        return;
      }
    }
    // gzip also stands in for a file the build left without a Brotli copy.
    if (encoding === "gzip" || (encoding === "br" && acceptsGzip(ctx))) {
      let gz = gzipCache.get(file);
      if (!gz) {
        gz = gzipSync(await readFile(file), { level: 9 });
        gzipCache.set(file, gz);
      }
      ctx.set("Content-Encoding", "gzip");
      ctx.body = gz;
      return;
    }
    ctx.body = createReadStream(file);
  }

  /** index.html and the route table of the current build, read again when a new build replaces them. */
  let template: { built: number; html: string; preloads: RoutePreloads | null } | null = null;
  async function templateOf(index: string, built: number) {
    if (template?.built !== built) {
      const preloads = await readFile(path.join(resolved, "route-preloads.json"), "utf8")
        .then((text) => JSON.parse(text) as RoutePreloads)
        .catch(() => null);
      template = { built, html: await readFile(index, "utf8"), preloads };
      pages.clear();
    }
    return template;
  }

  async function sendPage(ctx: TContext, index: string, built: number) {
    const { html, preloads } = await templateOf(index, built);
    ctx.type = TYPES[".html"] as string;
    ctx.vary("Accept-Encoding");
    const encoding = preferredEncoding(ctx);

    const route = routeOf(preloads, ctx.path);
    const rendered =
      route?.ssr && options.render
        ? await options.render(ctx, {
            dataPaths: dataPathsOf(route, ctx.path),
            userPaths: dataPathsOf(route, ctx.path, route.userData),
            gated: route.gated === true,
            ...(route.role ? { role: route.role } : {}),
          })
        : null;
    if (rendered) {
      // Built for this user from their data: never shared, compressed at a level fast enough per request.
      const page = pageHtml(html, preloads, ctx.path, rendered);
      ctx.set("Cache-Control", "private, no-cache");
      ctx.vary("Cookie");
      if (encoding) ctx.set("Content-Encoding", encoding);
      ctx.body =
        encoding === "br"
          ? brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === "gzip"
            ? gzipSync(page, { level: 6 })
            : page;
      return;
    }

    let page = pages.get(ctx.path);
    if (!page) {
      const text = pageHtml(html, preloads, ctx.path);
      const br = brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
      page = { html: text, gzip: gzipSync(text, { level: 9 }), br };
      // Paths are unbounded (a challenge's id, any 404): keep a bounded number.
      if (pages.size >= 500) pages.clear();
      pages.set(ctx.path, page);
    }
    ctx.set("Cache-Control", "no-cache");
    if (encoding) {
      ctx.set("Content-Encoding", encoding);
      ctx.body = page[encoding];
    } else {
      ctx.body = page.html;
    }
  }

  return async (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || isApiPath(ctx.path) || ctx.path.startsWith("/socket.io")) {
      return next();
    }
    let decoded = "";
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      ctx.throw(400, "Malformed percent-encoding in the URL");
    }
    const candidate = path.resolve(resolved, `.${decoded}`);
    if (candidate.startsWith(resolved + path.sep)) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return send(ctx, candidate, ctx.path.startsWith("/assets/"));
    }
    if (ctx.path.startsWith("/assets/")) return next();
    const index = path.join(resolved, "index.html");
    const built = await stat(index).catch(() => undefined);
    if (built) return sendPage(ctx, index, built.mtimeMs);
    ctx.status = 503;
    ctx.type = "text/plain";
    ctx.body = "The web app is not built yet: run `npm start` (it builds it) or `npm run build`.";
  };
}
