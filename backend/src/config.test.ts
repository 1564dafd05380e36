import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, envDefaults, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.sandbox).toBe("bwrap");
    expect(config.exec.limits).toEqual({
      cpuMs: 5000,
      wallMs: 10000,
      memoryBytes: 256 * 1024 * 1024,
      processes: 64,
      outputBytes: 1024 * 1024,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai).toBeUndefined();
  });

  it("names the variable that holds a bad value", () => {
    expect(() => loadConfig({ PORT: "99999" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ SANDBOX: "docker" })).toThrow(/SANDBOX/);
  });

  it("enables the AI provider only with a base URL", () => {
    const config = loadConfig({ AI_BASE_URL: "http://127.0.0.1:9999/v1", AI_MODEL: "llama3" });
    expect(config.ai).toMatchObject({ baseUrl: "http://127.0.0.1:9999/v1", model: "llama3" });
  });

  it("trusts no forwarding header and sets Secure cookies in production unless told otherwise", () => {
    const production = loadConfig({ NODE_ENV: "production" });
    expect(production.trustProxy).toBe(0);
    expect(production.cookieSecure).toBe(true);
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
});

describe("the README's configuration table", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  // Rows as "| `NAME` | default | meaning |" (two names may share a row: "`A` / `B`").
  const rows = [...readme.matchAll(/^\| (`[A-Z][A-Z0-9_]+`(?: \/ `[A-Z][A-Z0-9_]+`)?) \| ([^|]*) \|/gm)].map(
    (match) => ({
      names: [...(match[1] ?? "").matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1] ?? ""),
      fallback: match[2]?.trim() ?? "",
    }),
  );

  it("lists every variable the code reads, and no other", () => {
    const documented = rows.flatMap((row) => row.names).sort();
    // CONTRACT_CHECKS is for the test suites (CONTRIBUTING.md), not a deployment setting.
    expect(documented).toEqual(ENV_VARIABLES.filter((name) => name !== "CONTRACT_CHECKS").sort());
  });

  it("gives each plain default as the code applies it", () => {
    const defaults = envDefaults() as Record<string, unknown>;
    for (const { names, fallback } of rows) {
      const literal = /^`([^`]*)`$/.exec(fallback)?.[1];
      const name = names[0] ?? "";
      if (literal === undefined || names.length > 1 || defaults[name] === undefined) continue;
      expect(String(defaults[name]), name).toBe(literal);
    }
  });
});
