import { readFileSync } from "node:fs";

/** This platform's version, from the root package.json. */
export const PLATFORM_VERSION: string = (() => {
  try {
    const url = new URL("../../package.json", import.meta.url);
    return (JSON.parse(readFileSync(url, "utf8")) as { version?: string }).version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
})();
