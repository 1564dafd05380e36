import { fileURLToPath } from "node:url";

/** The URL of the bundle this code was compiled into (see the banner of scripts/build-backend.mjs). */
declare const __CP_BUILD_URL__: string | undefined;

/**
 * The folder of the compiled server (backend/build, made by `npm start` through
 * scripts/build-backend.mjs) when this code runs from it; null when it runs as TypeScript (tsx).
 * Found from where the bundle is at run time, so a copied build starts its own files.
 * Code that starts a process or thread from a file of ours picks the compiled file or the source.
 */
export const BUILD_DIR: string | null =
  typeof __CP_BUILD_URL__ === "string" ? fileURLToPath(new URL(".", __CP_BUILD_URL__)) : null;
