import { describe, expect, it } from "vitest";
import { pageHtml } from "./static";

const HTML = '<html><head><script type="module" src="/assets/index.js"></script>\n  </head><body></body></html>';
const PRELOADS = {
  routes: [
    { pattern: "^/leaderboard/?$", scripts: ["assets/leaderboard-page.js", "assets/live.js"], styles: [] },
    { pattern: "^/tutorials/[^/]+/?$", scripts: ["assets/tutorial.js"], styles: ["assets/markdown.css"] },
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

  it("leaves the page as built when its screen needs nothing more, or there is no list", () => {
    expect(pageHtml(HTML, PRELOADS, "/unknown")).toBe(HTML);
    expect(pageHtml(HTML, null, "/leaderboard")).toBe(HTML);
  });
});
