import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TRole, TUser } from "@cp/contracts";
import type { Middleware } from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { pageRenderer } from "./ssr";

type TContext = Parameters<Middleware>[0];

let dir: string;
let moduleFile: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cp-ssr-"));
  moduleFile = path.join(dir, "entry-server.mjs");
  // A stand-in for the web app's server build: renders the page's url, keeps the state as JSON.
  await writeFile(
    moduleFile,
    'export async function renderPage(url) { return "<main>" + url + "</main>"; }\n' +
      "export function serializeSsrState(state) { return JSON.stringify(state); }\n",
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ctx = { href: "http://localhost/admin", path: "/admin", get: () => "" } as unknown as TContext;

function rendererFor(who: { id: string; username: string; role: TRole }) {
  const user: TUser = { ...who, email: null, fullName: null };
  const reads: string[] = [];
  const render = pageRenderer(
    moduleFile,
    async (_page, apiPath) => {
      reads.push(apiPath);
      if (apiPath === "/api/auth/me") return { status: 200, body: user };
      return user.role === "admin" ? { status: 200, body: [] } : { status: 403, body: undefined };
    },
    { sessionPath: "/api/auth/me", logger: createLogger("silent") },
  );
  return { reads, render };
}

const ADMIN_PAGE = {
  dataPaths: ["/api/auth/me"],
  userPaths: ["/api/admin/challenges"],
  gated: true,
  role: "admin" as const,
};

describe("pageRenderer", () => {
  it("makes no read of a role's screen for a user of another role, and leaves the page to the browser", async () => {
    const { reads, render } = rendererFor({ id: "u1", username: "learner", role: "student" });
    expect(await render(ctx, ADMIN_PAGE)).toBeNull();
    expect(reads).toEqual(["/api/auth/me"]);
  });

  it("renders a role's screen with its reads for a user of that role", async () => {
    const { reads, render } = rendererFor({ id: "a1", username: "admin", role: "admin" });
    const page = await render(ctx, ADMIN_PAGE);
    expect(reads).toEqual(["/api/auth/me", "/api/admin/challenges"]);
    expect(page?.root).toBe("<main>http://localhost/admin</main>");
    expect(JSON.parse(page?.state ?? "{}").data).toEqual({
      "/api/auth/me": { id: "a1", username: "admin", role: "admin", email: null, fullName: null },
      "/api/admin/challenges": [],
    });
  });
});
