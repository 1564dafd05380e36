declare const __CP_BUILD_DIR__: string | undefined;

/**
 * The folder of the compiled server (backend/build, made by `npm start` through
 * scripts/build-backend.mjs) when this code runs from it; null when it runs as TypeScript (tsx).
 * Code that starts a process or thread from a file of ours picks the compiled file or the source.
 */
export const BUILD_DIR: string | null = typeof __CP_BUILD_DIR__ === "string" ? __CP_BUILD_DIR__ : null;
