import http from "node:http";
import type { AddressInfo } from "node:net";
import { FORUM_ENDPOINTS } from "@cp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, emptyCatalogDir, signUp, startTestPlatform, type TestPlatform } from "../../test/platform";

// The forum's image proxy against a local image host: tests never leave this machine, so one
// platform is allowed to reach loopback (FORUM_IMAGE_ALLOW_PRIVATE) and another keeps the default.

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const SIX_MB = 6 * 1024 * 1024;

let imageHost: http.Server;
let imageBase: string;
let open: TestPlatform;
let guarded: TestPlatform;
const cookiesSeen: (string | undefined)[] = [];

beforeAll(async () => {
  imageHost = http.createServer((request, response) => {
    cookiesSeen.push(request.headers.cookie);
    const path = request.url ?? "/";
    if (path === "/pic.png") {
      response.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
      response.end(PNG);
    } else if (path === "/pic.svg") {
      response.writeHead(200, { "content-type": "image/svg+xml; charset=utf-8" });
      response.end(SVG);
    } else if (path === "/page.html") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<script>alert(1)</script>");
    } else if (path === "/big.png") {
      response.writeHead(200, { "content-type": "image/png", "content-length": SIX_MB });
      response.end(Buffer.alloc(SIX_MB));
    } else if (path === "/big-stream.png") {
      // No length announced: the cap must hold while the bytes arrive.
      response.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < SIX_MB) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", pump);
        }
        response.end();
      };
      response.on("error", () => {});
      pump();
    } else if (path === "/moved.png") {
      response.writeHead(302, { location: "/pic.png" });
      response.end();
    } else {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("missing");
    }
  });
  await new Promise<void>((resolve) => imageHost.listen(0, "127.0.0.1", resolve));
  imageBase = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
  [open, guarded] = await Promise.all([
    startTestPlatform({ FORUM_IMAGE_ALLOW_PRIVATE: "true" }, { catalogDir: await emptyCatalogDir() }),
    startTestPlatform({ RATE_LIMIT_FORUM_IMAGES_PER_MINUTE: "10" }, { catalogDir: await emptyCatalogDir() }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.close(), guarded?.close()]);
  imageHost?.closeAllConnections();
  await new Promise((resolve) => imageHost?.close(resolve));
});

const proxy = (platform: TestPlatform, url: string, init: RequestInit = {}) =>
  fetch(`${platform.url}/api/forum/image?url=${encodeURIComponent(url)}`, init);

describe("the forum image proxy", () => {
  it("serves a PNG with its type, nosniff, a policy that runs nothing and a cache header; forwards no cookie", async () => {
    const { client } = await signUp(open.url);
    const answer = await proxy(open, `${imageBase}/pic.png`, { headers: { cookie: client.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(answer.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG)).toBe(true);
    expect(cookiesSeen.at(-1)).toBeUndefined();
  });

  it("follows a redirect to an image, checking the next address too", async () => {
    const answer = await proxy(open, `${imageBase}/moved.png`);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("refuses SVG and HTML with 422 and a message", async () => {
    const svg = await proxy(open, `${imageBase}/pic.svg`);
    expect(svg.status).toBe(422);
    expect((await svg.json()).message).toBe("SVG images are not served (they can carry script)");
    const html = await proxy(open, `${imageBase}/page.html`);
    expect(html.status).toBe(422);
    expect((await html.json()).message).toMatch(/^Not an image this forum serves \(text\/html\)/);
  });

  it("refuses an image over 5 MB with 413, announced or not", async () => {
    for (const path of ["/big.png", "/big-stream.png"]) {
      const answer = await proxy(open, `${imageBase}${path}`);
      expect(answer.status, path).toBe(413);
      expect((await answer.json()).message).toBe("Image is larger than 5 MB");
    }
  });

  it("answers a bad URL with 400 and a missing image with 404, never 5xx", async () => {
    const cases: [string | null, number][] = [
      [null, 400],
      ["not a url", 400],
      ["ftp://example.org/pic.png", 400],
      ["javascript:alert(1)", 400],
      [`http://user:pass@127.0.0.1:1/pic.png`, 400],
      [`${imageBase}/nothing.png`, 404],
    ];
    for (const [url, status] of cases) {
      const answer = await (url === null ? fetch(`${open.url}/api/forum/image`) : proxy(open, url));
      expect(answer.status, String(url)).toBe(status);
      expect(typeof (await answer.json()).message).toBe("string");
    }
  });

  it("refuses loopback, private and link-local addresses by default, before any request", async () => {
    const before = cookiesSeen.length;
    for (const url of [
      `${imageBase}/pic.png`,
      "http://localhost/pic.png",
      "http://[::1]/pic.png",
      "http://10.0.0.1/pic.png",
      "http://192.168.1.1/pic.png",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:127.0.0.1]/pic.png",
    ]) {
      const answer = await proxy(guarded, url);
      expect(answer.status, url).toBe(403);
      expect((await answer.json()).message).toMatch(/is a loopback, private or reserved address$/);
    }
    expect(cookiesSeen.length).toBe(before);
  });

  it("limits the images one reader fetches per minute (429 past RATE_LIMIT_FORUM_IMAGES_PER_MINUTE)", async () => {
    const { client } = await signUp(guarded.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await proxy(guarded, `http://10.0.0.${i + 1}/pic.png`, { headers: { cookie: client.cookie } });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("external images in posts", () => {
  it("renders an external image through the proxy, a relative one as written, and keeps img-src 'self'", async () => {
    const { client } = await signUp(open.url);
    const post = await client.call(FORUM_ENDPOINTS.create, {
      body: {
        title: "A diagram of the sliding window",
        content: `![window](${imageBase}/pic.png) ![logo](/favicon.svg) ![dot](data:image/png;base64,iVBORw0KGgo=)`,
        category: "Show & Tell",
        tags: [],
      },
    });
    const proxied = `/api/forum/image?url=${encodeURIComponent(`${imageBase}/pic.png`)}`;
    expect(post.html).toContain(`src="${proxied.replace(/&/g, "&amp;")}"`);
    expect(post.html).toContain('src="/favicon.svg"');
    // A data: image is refused like any data: URL: its Markdown shows as text, never as a source.
    expect(post.html).not.toContain('src="data:');
    expect(post.html).toContain("![dot](data:image/png;base64,iVBORw0KGgo=)");
    // What the browser then loads: the same image, from the app's own origin.
    const image = await fetch(open.url + proxied);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const page = await createClient(open.url).get(`/api/forum/posts/${post.id}`);
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/);
  });
});
