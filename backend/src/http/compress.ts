import { Stream } from "node:stream";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { Middleware } from "koa";
import { isApiPath } from "./api-paths";

const gzipAsync = promisify(gzip);
/** Answers smaller than this go as they are: gzip would save less than it costs. */
const MIN_BYTES = 1024;
/** Answers up to this size are gzipped on the event loop; larger ones on the thread pool. */
const SYNC_BYTES = 16 * 1024;

/**
 * Gzips the JSON answers of /api/* for clients that accept it: a catalog list is 70 KB of JSON
 * and about 10 KB gzipped, which a phone on a slow network feels. A large answer is compressed
 * on libuv's thread pool, off the event loop. Placed outside the contract check, which reads the
 * body as data. The web app's files are compressed by the static server (static.ts).
 */
export function compressJson(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (!isApiPath(ctx.path) || body === null || typeof body !== "object") return;
    if (Buffer.isBuffer(body) || body instanceof Stream || ctx.response.get("Content-Encoding")) return;
    // Serialised once here: the string (or its gzip) becomes the body Koa sends as it is.
    const json = JSON.stringify(body);
    ctx.type = "application/json";
    ctx.body = json;
    const bytes = Buffer.byteLength(json);
    if (bytes < MIN_BYTES) return;
    ctx.vary("Accept-Encoding");
    if (ctx.acceptsEncodings("gzip", "identity") !== "gzip") return;
    // A few KB compress in tens of microseconds: cheaper on the event loop than a thread-pool hop.
    const compressed = bytes < SYNC_BYTES ? gzipSync(json, { level: 6 }) : await gzipAsync(json, { level: 6 });
    ctx.set("Content-Encoding", "gzip");
    ctx.body = compressed;
    ctx.type = "application/json";
  };
}
