import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ROUTES } from "@cp/contracts/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, endpointKey, errorMessage, realFilters, urlFromQueryKey, urlOf, withQuery } from "./api";

const apiGet = (url: string, options?: { on401?: "throw" | "returnNull" }) =>
  apiRequest("GET", url, undefined, options);
const apiPost = (url: string, body?: unknown) => apiRequest("POST", url, body);

// A real HTTP server: the client is exercised through fetch exactly as in the browser.
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string, type = "application/json") => {
      res.writeHead(status, { "Content-Type": type });
      res.end(body);
    };
    if (req.url === "/me") return send(401, JSON.stringify({ message: "Not logged in" }));
    if (req.url === "/conflict") return send(409, JSON.stringify({ message: "username is already taken" }));
    if (req.url === "/empty-error") return send(503, "");
    if (req.url === "/html-error") return send(502, "<h1>Bad gateway</h1>", "text/html");
    if (req.url === "/no-content") return send(204, "");
    if (req.url === "/echo") {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => send(200, JSON.stringify({ method: req.method, type: req.headers["content-type"], body })));
      return;
    }
    send(404, JSON.stringify({ message: "No such endpoint" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe("api client", () => {
  it("throws ApiError '<status>: <body>' exposing the status and the server's message", async () => {
    const error = await apiGet(`${base}/conflict`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('409: {"message":"username is already taken"}');
    expect(apiError.status).toBe(409);
    expect(apiError.serverMessage).toBe("username is already taken");
  });

  it("falls back to the status text when the body is empty, and has no server message for HTML", async () => {
    const empty = (await apiGet(`${base}/empty-error`).catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.serverMessage).toBeNull();

    const html = (await apiGet(`${base}/html-error`).catch((e: unknown) => e)) as ApiError;
    expect(html.message).toBe("502: <h1>Bad gateway</h1>");
    expect(html.serverMessage).toBeNull();
  });

  it("throws on 401 by default and resolves null in the returnNull mode", async () => {
    await expect(apiGet(`${base}/me`)).rejects.toMatchObject({ status: 401 });
    await expect(apiGet(`${base}/me`, { on401: "returnNull" })).resolves.toBeNull();
  });

  it("sends JSON bodies and parses JSON answers; an empty answer is undefined", async () => {
    const echoed = await apiPost(`${base}/echo`, { a: 1 });
    expect(echoed).toEqual({ method: "POST", type: "application/json", body: '{"a":1}' });
    await expect(apiPost(`${base}/no-content`)).resolves.toBeUndefined();
  });
});

describe("helpers", () => {
  it("errorMessage prefers the server's message, then the fallback", () => {
    expect(errorMessage(new ApiError(401, "Unauthorized", '{"message":"Invalid credentials"}'), "x")).toBe(
      "Invalid credentials",
    );
    expect(errorMessage(new ApiError(500, "Internal Server Error", ""), "Could not create account")).toBe(
      "Could not create account",
    );
    expect(errorMessage("weird", "fallback")).toBe("fallback");
  });

  it("withQuery leaves out 'all', empty and missing filters", () => {
    expect(withQuery("/api/challenges", { difficulty: "all", topic: "", language: undefined })).toBe("/api/challenges");
    expect(withQuery("/api/challenges", { difficulty: "Easy", topic: "Trees & Recursion" })).toBe(
      "/api/challenges?difficulty=Easy&topic=Trees+%26+Recursion",
    );
  });

  it("urlFromQueryKey joins the key's parts with '/'", () => {
    expect(urlFromQueryKey(["/api/challenges", "abc"])).toBe("/api/challenges/abc");
    expect(urlFromQueryKey(["/api/leaderboard"])).toBe("/api/leaderboard");
  });

  it("builds a route's url from its parameters (encoded) and its query's real filters", () => {
    expect(urlOf(ROUTES.challenges.detail, { params: { id: "two sum/1" } })).toBe("/api/challenges/two%20sum%2F1");
    expect(urlOf(ROUTES.tutorials.run, { params: { id: "intro", index: "3" } })).toBe(
      "/api/tutorials/intro/steps/3/run",
    );
    const filters = realFilters({ difficulty: "Easy", topic: "all", language: "" } as const);
    expect(filters).toEqual({ difficulty: "Easy" });
    expect(urlOf(ROUTES.challenges.list, { query: filters })).toBe("/api/challenges?difficulty=Easy");
    // A read's cache key is its url: the server-rendered page hands its data over under the same one.
    expect(endpointKey(ROUTES.quizzes.list, { query: { topic: "Fundamentals" } })).toEqual([
      "/api/quizzes?topic=Fundamentals",
    ]);
  });
});
