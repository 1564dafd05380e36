import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TEndpoint, TEndpointResponse } from "@cp/contracts";
import pg from "pg";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { type Platform, startPlatform } from "../platform";

/**
 * Starts the real platform for an integration test file: PGlite in a temp folder by default, or
 * a fresh database on the PostgreSQL server named by TEST_DATABASE_URL, and Redis (with a
 * private key prefix) when TEST_REDIS_URL is set. CI runs the suite both ways.
 */
export async function startTestPlatform(
  env: Record<string, string> = {},
  options: { catalogDir?: string; staticRoot?: string } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "cp-test-"));
  const dropDatabase: (() => Promise<void>)[] = [];
  let databaseUrl: string | undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `cp_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase.push(async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
  }
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_PREFIX: `t${randomBytes(4).toString("hex")}`,
    RATE_LIMIT_SIGNUPS_PER_HOUR: "100000",
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: "100000",
    LOGIN_FREE_ATTEMPTS: "1000",
    RATE_LIMIT_RUN_PER_MINUTE: "1000",
    RATE_LIMIT_FORUM_PER_MINUTE: "1000",
    RATE_LIMIT_FORUM_LIKES_PER_MINUTE: "1000",
    RATE_LIMIT_QUIZ_PER_MINUTE: "1000",
    LOG_LEVEL: "warn",
    CONTRACT_CHECKS: "true",
    // Each test platform has a fresh compile cache: building the C++ prelude at every start would
    // cost every test file a precompile; a C++ run builds it when first needed (engine tests cover prebuild).
    EXEC_PREBUILD: "off",
    ...env,
  } as NodeJS.ProcessEnv);
  const platform = await startPlatform(config, {
    logger: createLogger(config.logLevel),
    staticRoot: options.staticRoot ?? false,
    catalogDir: options.catalogDir,
  });
  return {
    ...platform,
    async close() {
      await platform.close();
      for (const drop of dropDatabase) await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  } satisfies Platform;
}

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

/** A cookie-keeping HTTP client for one user of the test server. */
export function createClient(baseUrl: string) {
  let cookie = "";
  async function request(method: string, url: string, body?: unknown) {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        ...(body === undefined ? { "x-requested-with": "XMLHttpRequest" } : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(";");
      if (pair?.startsWith("sid=")) cookie = pair.endsWith("=") ? "" : pair;
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      body: json as Record<string, unknown> & unknown[],
      headers: response.headers,
      text,
    };
  }
  /**
   * Calls a contract endpoint and parses the answer with its response schema: a 2xx answer that
   * does not match the contract fails the test, and any other status throws with the body.
   */
  async function call<E extends TEndpoint>(
    endpoint: E,
    options: { params?: Record<string, string>; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<TEndpointResponse<E>> {
    let url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ""));
    if (options.query) url += `?${new URLSearchParams(options.query)}`;
    const response = await request(endpoint.method, url, options.body);
    if (response.status >= 300)
      throw new Error(`${endpoint.method} ${url} answered ${response.status}: ${response.text}`);
    return endpoint.response.parse(response.body) as TEndpointResponse<E>;
  }
  return {
    call,
    get: (url: string) => request("GET", url),
    post: (url: string, body?: unknown) => request("POST", url, body),
    put: (url: string, body?: unknown) => request("PUT", url, body),
    delete: (url: string) => request("DELETE", url),
    get cookie() {
      return cookie;
    },
  };
}

/** Signs up a fresh student through the API and returns its logged-in client. */
export async function signUp(baseUrl: string, username = `u${randomBytes(5).toString("hex")}`, password = "secret123") {
  const client = createClient(baseUrl);
  const response = await client.post("/api/auth/signup", { username, password });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${response.text}`);
  return { client, user: response.body as unknown as { id: string; username: string }, password };
}

/** A catalog folder with no challenges, for tests that are about something else and want a fast start. */
export async function emptyCatalogDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), "cp-empty-catalog-"));
}
