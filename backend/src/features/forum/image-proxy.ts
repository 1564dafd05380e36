import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { DomainError } from "../../errors";
import { isReservedAddress, pinnedLookup } from "../../http/outbound";

/**
 * External images of forum posts, fetched by the server. The app's content security policy keeps
 * `img-src 'self'`, so a post's `![](https://…)` is rewritten by the renderer to
 * `/api/forum/image?url=…` and lands here. Whoever writes a post chooses the URL, so every hop
 * is guarded against server-side request forgery: http(s) only, no credentials in the URL, the
 * host resolved and refused when any of its addresses is loopback, private, link-local,
 * multicast or reserved (the Judge0 callbacks' list), the request pinned to the checked address,
 * each redirect checked the same way. No cookie or header of the reader is forwarded.
 */
export type ImageProxyPolicy = {
  /** Lets images come from loopback and private addresses (an intranet deployment, tests); off by default. */
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
};

export const IMAGE_PROXY_DEFAULTS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 5000 } as const;

/** Raster formats only: SVG is a document that can carry script, so it is never served. */
const IMAGE_TYPES = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/bmp",
  "image/x-icon",
  "image/vnd.microsoft.icon",
]);

const MAX_REDIRECTS = 3;
const MAX_URL_LENGTH = 2048;

export type ProxiedImage = { bytes: Buffer; contentType: string };

const refuse = (kind: DomainError["kind"], message: string) => new DomainError(kind, message);

/** The URL to fetch, or a 400 saying what is wrong with it. */
export function parseImageUrl(raw: unknown): URL {
  if (typeof raw !== "string" || raw === "") throw refuse("invalid", "url: an image URL is required");
  if (raw.length > MAX_URL_LENGTH) throw refuse("invalid", `url: longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse("invalid", "url: not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("invalid", "url: must be http or https");
  if (url.username || url.password) throw refuse("invalid", "url: must not carry credentials");
  return url;
}

/** The checked address of the URL's host; 403 when it is loopback, private or reserved. */
async function resolveHost(url: URL, policy: ImageProxyPolicy): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    throw refuse("not_found", `Image host ${host} cannot be resolved`);
  }
  const first = addresses[0];
  if (!first) throw refuse("not_found", `Image host ${host} cannot be resolved`);
  if (!policy.allowPrivate && addresses.some((a) => isReservedAddress(a.address))) {
    throw refuse("forbidden", `Image host ${host} is a loopback, private or reserved address`);
  }
  return first;
}

/** The media type without parameters, in lower case. */
function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

type Hop = { redirect: URL } | { image: ProxiedImage };

/** One request to one checked address: a redirect to follow, or the image's bytes. */
function requestOnce(
  url: URL,
  target: { address: string; family: number },
  policy: ImageProxyPolicy,
  deadline: number,
) {
  return new Promise<Hop>((resolveHop, rejectHop) => {
    let timer: NodeJS.Timeout | undefined;
    const resolve = (hop: Hop) => {
      clearTimeout(timer);
      resolveHop(hop);
    };
    const reject = (error: DomainError) => {
      clearTimeout(timer);
      rejectHop(error);
    };
    const client = url.protocol === "https:" ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const request = client.request(
      url,
      {
        method: "GET",
        // A fresh connection each time: a pooled one could outlive the address check.
        agent: false,
        // Only these: no cookie, authorization or referrer of the reader leaves the server.
        headers: { accept: [...IMAGE_TYPES].join(","), "user-agent": "CodePractice-ImageProxy/1" },
        lookup: pinnedLookup(target),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          let next: URL;
          try {
            next = new URL(response.headers.location, url);
          } catch {
            reject(refuse("not_found", "Image URL redirects to an invalid address"));
            return;
          }
          resolve({ redirect: next });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(refuse("not_found", `Image not available (the remote server answered ${status})`));
          return;
        }
        const contentType = mediaType(response.headers["content-type"]);
        if (!IMAGE_TYPES.has(contentType)) {
          response.destroy();
          reject(
            refuse(
              "unprocessable",
              contentType === "image/svg+xml"
                ? "SVG images are not served (they can carry script)"
                : `Not an image this forum serves (${contentType || "no content type"}): PNG, JPEG, GIF, WebP, AVIF, BMP or ICO`,
            ),
          );
          return;
        }
        const tooLarge = () =>
          refuse("too_large", `Image is larger than ${Math.round(policy.maxBytes / 1024 / 1024)} MB`);
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > policy.maxBytes) {
          response.destroy();
          reject(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ image: { bytes: Buffer.concat(chunks), contentType } }));
        response.on("error", () => reject(refuse("not_found", "Image not available (the transfer failed)")));
      },
    );
    timer = setTimeout(() => {
      request.destroy();
      reject(refuse("not_found", `Image not available (no answer within ${policy.timeoutMs / 1000} s)`));
    }, remaining);
    request.on("error", () => reject(refuse("not_found", "Image not available (the remote server cannot be reached)")));
    request.end();
  });
}

/**
 * Fetches an image for a post: the bytes and their raster content type, or a DomainError the
 * client sees as 400 (bad URL), 403 (private address), 404 (not reachable, not found, timed out),
 * 413 (too large) or 422 (not a raster image). The timeout covers the whole chain of redirects.
 */
export async function fetchForumImage(raw: unknown, policy: ImageProxyPolicy): Promise<ProxiedImage> {
  let url = parseImageUrl(raw);
  const deadline = Date.now() + policy.timeoutMs;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const target = await resolveHost(url, policy);
    const outcome = await requestOnce(url, target, policy, deadline);
    if ("image" in outcome) return outcome.image;
    url = parseImageUrl(outcome.redirect.href);
  }
  throw refuse("not_found", `Image not available (more than ${MAX_REDIRECTS} redirects)`);
}
