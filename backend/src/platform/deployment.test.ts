import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url);

describe("the Docker deployment", () => {
  it("ships no default credential or secret, trusts no proxy header, and runs with an init", async () => {
    const compose = await readFile(new URL("docker-compose.yml", root), "utf8");
    expect(compose).not.toMatch(/change-me/i);
    // Every password and secret is either generated or taken from the environment without a fallback.
    expect(compose).not.toMatch(/^\s*\w*(PASSWORD|SECRET): (?!\$\{\w+:-\}$)/m);
    expect(compose).not.toMatch(/postgres:\/\/\w+:\w+@/);
    expect(compose).toMatch(/POSTGRES_PASSWORD_FILE: \/run\/cp-secrets\//);
    expect(compose).toMatch(/TRUST_PROXY: \$\{TRUST_PROXY:-0\}/);
    expect(compose).toMatch(/COOKIE_SECURE: \$\{COOKIE_SECURE:-true\}/);
    expect(compose).toMatch(/init: true/);
  });
});
