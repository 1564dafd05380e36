import { describe, expect, it } from "vitest";
import { fillParams, pageHtml } from "./static";

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
  });

  it("leaves the page as built when its screen needs nothing more, or there is no list", () => {
    expect(pageHtml(HTML, PRELOADS, "/unknown")).toBe(HTML);
    expect(pageHtml(HTML, null, "/leaderboard")).toBe(HTML);
  });
});
