import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { APP_ROUTES, HOME_DATA, HOME_SSR, PAGE_DATA, routePattern } from "./src/app/routes";

const require = createRequire(import.meta.url);
/** monaco-vim's ES module build: its "browser" export is a UMD file with its own copy of Monaco internals. */
const monacoVim = path.join(path.dirname(require.resolve("monaco-vim/package.json")), "dist/index.mjs");
/**
 * React Router's package resolves to its development build in every bundler; its production
 * build is the same code without the development warnings, which the minifier then drops.
 */
const reactRouterProduction = path.join(
  path.dirname(require.resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

const backend = process.env.VITE_BACKEND_URL ?? "http://localhost:3000";

/**
 * Writes dist/route-preloads.json: for each route of the app (src/app/routes.ts), the pattern of
 * its paths and the files its page needs beyond the entry (its chunk, that chunk's static
 * imports, their CSS) and the API reads it starts with. The server lists them in the HTML of a
 * page it serves, so the browser fetches the screen's code and data beside the entry instead of
 * after the entry has run the router.
 * Lazy parts of a screen (the code editor) are not listed: they load after the screen paints.
 */
function routePreloads(): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loaded = closure(entry.fileName);
      const routes = APP_ROUTES.map((route) => {
        const source = `/src/pages/${route.page}-page.tsx`;
        const own = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)));
        if (!own) this.error(`route-preloads: no chunk holds ${source}`);
        const scripts = [...closure(own.fileName)].filter((file) => !loaded.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        const data = [...PAGE_DATA, ...(route.data ?? [])];
        const pattern = routePattern(route.path);
        const { userData, ssr } = route;
        const gated = route.gate !== undefined;
        const role = route.gate === "admin" || route.gate === "student" ? route.gate : undefined;
        return { path: route.path, pattern, scripts, styles, data, userData, ssr, gated, role };
      });
      // Home ("/") ships with the entry: matched first, it needs no more code.
      const home = {
        path: "",
        pattern: "^/$",
        scripts: [],
        styles: [],
        data: [...PAGE_DATA, ...HOME_DATA],
        ssr: HOME_SSR,
      };
      const source = JSON.stringify({ routes: [home, ...routes] }, null, 1);
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source });
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Writes a Brotli copy (`file.br`, best compression) beside each built script and style sheet,
 * which the server sends to browsers that accept it: 13% fewer bytes than gzip for the challenge
 * screen's files, and too slow to compress at that level on each request.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(import.meta.dirname, "dist");
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const item = bundle[file];
          const source = item?.type === "chunk" ? item.code : item?.source;
          if (source === undefined) return;
          const bytes = Buffer.from(source);
          const compressed = await brotli(bytes, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          await writeFile(path.join(dir, `${file}.br`), compressed);
        }),
      );
    },
  };
}

/**
 * No React plugin: esbuild's automatic JSX runtime is all the app needs (no Fast Refresh,
 * a full reload on edit is fine), which keeps the dependency list short.
 */
/**
 * The server's build (`vite build --ssr`, dist-ssr/entry-server.js): the app's components for
 * Node, which renders the challenge screen's HTML. Packages stay in node_modules; the workspace's
 * contracts (TypeScript sources) are bundled.
 */
const ssrBuild = {
  outDir: "dist-ssr",
  copyPublicDir: false,
  emptyOutDir: true,
  rollupOptions: {
    onwarn(warning: { code?: string }, warn: (warning: never) => void) {
      if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
      warn(warning as never);
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild ? [] : [tailwindcss(), routePreloads(), precompress()],
  esbuild: { jsx: "automatic" },
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${import.meta.dirname}/src/` },
      // The key-binding packages import "monaco-editor", whose main module registers every
      // language and feature Monaco has: point them at the editor API that monaco-setup.ts
      // configures, the same instance the editor uses.
      { find: /^monaco-editor$/, replacement: "monaco-editor/esm/vs/editor/editor.api" },
      { find: /^monaco-vim$/, replacement: monacoVim },
      ...(command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  ssr: { noExternal: ["@cp/contracts"] },
  build: isSsrBuild
    ? ssrBuild
    : {
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
          output: {
            // Rollup gives each piece shared by a different set of screens a file of its own: the
            // challenge screen needed 30. On a phone's connection each file costs a round trip, six
            // at a time, queued with the entry. Pieces outside the entry go in a few files instead.
            manualChunks: (id) => (id.includes("/lucide-react/") ? "icons" : undefined),
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
}));
