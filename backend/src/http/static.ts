import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Middleware } from "koa";

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

/**
 * Serves the built single-page app: hashed assets cached for a year, gzip computed once per file,
 * and index.html for every other non-API GET so client-side routes survive a reload.
 */
export function staticSpa(root: string): Middleware {
  const gzipCache = new Map<string, Buffer>();
  const resolved = path.resolve(root);

  async function send(ctx: Parameters<Middleware>[0], file: string, immutable: boolean) {
    const ext = path.extname(file);
    ctx.type = TYPES[ext] ?? "application/octet-stream";
    ctx.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    ctx.vary("Accept-Encoding");
    if (COMPRESSIBLE.has(ext) && ctx.acceptsEncodings("gzip", "identity") === "gzip") {
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

  return async (ctx, next) => {
    if (
      (ctx.method !== "GET" && ctx.method !== "HEAD") ||
      ctx.path.startsWith("/api/") ||
      ctx.path.startsWith("/socket.io")
    ) {
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
    if (await stat(index).catch(() => undefined)) return send(ctx, index, false);
    ctx.status = 503;
    ctx.type = "text/plain";
    ctx.body = "The web app is not built yet: run `npm start` (it builds it) or `npm run build`.";
  };
}
