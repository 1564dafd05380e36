import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillParams, pageHtml, staticSpa } from "./static";

const HTML = '<html><head><script type="module" src="/assets/index.js"></script>\n  </head><body></body></html>';
const PRELOADS = {
  routes: [
    { pattern: "^/leaderboard/?$", scripts: ["assets/leaderboard-page.js", "assets/live.js"], styles: [] },
    { pattern: "^/tutorials/[^/]+/?$", scripts: ["assets/tutorial.js"], styles: ["assets/markdown.css"] },
    {
      path: "challenges/:id",
      pattern: "^/challenges/[^/]+/?$",
      scripts: [],
      styles: [],
      data: ["/api/auth/me", "/api/challenges/:id"],
    },
    { pattern: "^/.*$", scripts: [], styles: [] },
  ],
};

describe("pageHtml", () => {
  it("announces the files of the path's screen in the head", () => {
    const html = pageHtml(HTML, PRELOADS, "/leaderboard");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/leaderboard-page.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/live.js">');
    expect(html.indexOf("live.js")).toBeLessThan(html.indexOf("</head>"));
    expect(pageHtml(HTML, PRELOADS, "/tutorials/python-basics")).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/markdown.css">',
    );
  });

  it("asks for the screen's first API reads with the cookie, filled with the path's values", () => {
    const html = pageHtml(HTML, PRELOADS, "/challenges/two-sum");
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/challenges/two-sum">',
    );
  });

  it("never writes a path value that is not a plain segment into the page", () => {
    const hostile = pageHtml(HTML, PRELOADS, '/challenges/x"><img src=x onerror=alert(1)>');
    expect(hostile).not.toContain("onerror");
    expect(hostile).toContain('href="/api/auth/me"');
    expect(hostile).not.toContain("/api/challenges/");
    expect(fillParams("/api/challenges/:id", "challenges/:id", "/challenges/two%20sum")).toBeNull();
    expect(fillParams("/api/compiler/:lang", "compiler/:lang?", "/compiler")).toBeNull();
    expect(fillParams("/api/compiler/:lang", "compiler/:lang?", "/compiler/python")).toBe("/api/compiler/python");
    // The signed-in user's id is left for the renderer, which alone knows the session.
    expect(fillParams("/api/tutorials/:id/progress", "tutorials/:id", "/tutorials/intro")).toBe(
      "/api/tutorials/intro/progress",
    );
    expect(fillParams("/api/progress/:me/stats", "dashboard", "/dashboard")).toBe("/api/progress/:me/stats");
  });

  it("puts a server-rendered screen in #root with its state, its styles applied and its code after its paint", () => {
    const template =
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script>\n  </head><body><div id="root"></div></body></html>';
    const preloads = {
      routes: [
        {
          path: "challenges/:id",
          pattern: "^/challenges/[^/]+/?$",
          scripts: ["assets/challenge.js"],
          styles: ["assets/markdown.css"],
          data: ["/api/auth/me", "/api/challenges/:id"],
          ssr: true,
        },
      ],
    };
    const rendered = { root: "<main>Two Sum</main>", state: '{"data":{},"width":390}' };
    const html = pageHtml(template, preloads, "/challenges/two-sum", rendered);
    expect(html).toContain(
      '<div id="root"><main>Two Sum</main></div>\n    <script type="application/json" id="ssr-state">{"data":{},"width":390}</script>',
    );
    // The answers are in the page: they are not fetched again.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/markdown.css">');
    // The code is fetched by /boot.js once the HTML has painted, not by the parser.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script src="/boot.js" defer data-entry="/assets/index.js" data-preload="/assets/challenge.js"></script>',
    );
    // The same path rendered by the browser keeps its preloads.
    expect(pageHtml(template, preloads, "/challenges/two-sum")).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/challenges/two-sum">',
    );
  });

  it("leaves the page as built when its screen needs nothing more, or there is no list", () => {
    expect(pageHtml(HTML, PRELOADS, "/unknown")).toBe(HTML);
    expect(pageHtml(HTML, null, "/leaderboard")).toBe(HTML);
  });
});

describe("staticSpa", () => {
  const script = `export const answer = ${JSON.stringify("x".repeat(2000))};\n`;
  let root = "";
  let server: Server;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "cp-static-"));
    await mkdir(path.join(root, "assets"));
    await writeFile(path.join(root, "index.html"), HTML);
    await writeFile(path.join(root, "assets/app.js"), script);
    await writeFile(path.join(root, "assets/app.js.br"), brotliCompressSync(script));
    await writeFile(path.join(root, "assets/plain.js"), script);
    const app = new Koa();
    app.use(staticSpa(root));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  /** The raw answer to a GET with the browser's Accept-Encoding (node's fetch would decode it). */
  function get(pathname: string, acceptEncoding: string) {
    const { port } = server.address() as AddressInfo;
    return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request({ port, path: pathname, headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(parts) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("sends the build's Brotli copy to a browser that accepts it, gzip to one that does not", async () => {
    const br = await get("/assets/app.js", "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get("/assets/app.js", "gzip, deflate");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it("falls back to gzip for a file the build left without a Brotli copy", async () => {
    const answer = await get("/assets/plain.js", "gzip, deflate, br, zstd");
    expect(answer.encoding).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it("compresses a screen's page with Brotli too", async () => {
    const answer = await get("/leaderboard", "gzip, deflate, br, zstd");
    expect(answer.encoding).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toContain('<script type="module" src="/assets/index.js">');
  });
});
