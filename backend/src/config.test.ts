import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

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
