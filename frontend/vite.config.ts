import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const require = createRequire(import.meta.url);
/** monaco-vim's ES module build: its "browser" export is a UMD file with its own copy of Monaco internals. */
const monacoVim = path.join(path.dirname(require.resolve("monaco-vim/package.json")), "dist/index.mjs");

const backend = process.env.VITE_BACKEND_URL ?? "http://localhost:3000";

/**
 * No React plugin: esbuild's automatic JSX runtime is all the app needs (no Fast Refresh,
 * a full reload on edit is fine), which keeps the dependency list short.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [tailwindcss()],
  esbuild: { jsx: "automatic" },
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${import.meta.dirname}/src/` },
      // The key-binding packages import "monaco-editor", whose main module registers every
      // language and feature Monaco has: point them at the editor API that monaco-setup.ts
      // configures, the same instance the editor uses.
      { find: /^monaco-editor$/, replacement: "monaco-editor/esm/vs/editor/editor.api" },
      { find: /^monaco-vim$/, replacement: monacoVim },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (scripts/check-bundle-budget.mjs).
    manifest: true,
    // The editor chunk is large by nature and only ever loaded lazily.
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries ship "use client" for server-component bundlers; irrelevant in a SPA.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        // zod's own comments about esbuild purity annotations, not a problem in this bundle.
        if (warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
      treeshake: {
        // contracts/ only declares zod schemas and constants: importing one constant (API paths)
        // must not drag every schema, and zod with them, into the home page chunk.
        moduleSideEffects: (id) => !id.includes("/contracts/src/"),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: backend, changeOrigin: false },
      "/socket.io": { target: backend, ws: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: backend },
      "/socket.io": { target: backend, ws: true },
    },
  },
});
