import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { cloudflare } from "@cloudflare/vite-plugin";

/** The boot entry's chunk (src/boot.ts, the entry of index.html). */
const BOOT_CHUNK = /^assets\/index-[\w-]+\.js$/;

export default defineConfig({
  // STATE_DIR lets `npm start` and the browser tests run on a separate local D1/R2; the plugin
  // appends "v3" like `wrangler --persist-to`, so all three tools share one folder.
  plugins: [react(), cloudflare({ persistState: { path: process.env.STATE_DIR ?? ".wrangler/state" } })],
  // The manifest maps each page module to its chunk and CSS: the prerender links the current
  // page's CSS and JS in <head> from it (scripts/prerender.ts).
  // What runs before the visitor acts stays small (decision 0057). No module-preload polyfill: it ran
  // in boot (a browser without modulepreload, Safari before 17, still loads every chunk, when it is
  // imported). No preload list for the boot entry's (`index-*.js`) own imports, and so no preload
  // helper in it: boot preloads the app's chunks itself from `#root`'s `data-preload` when it starts.
  build: {
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => (BOOT_CHUNK.test(hostId) ? [] : deps) },
  },
  server: { port: Number(process.env.PORT ?? 8787) },
  preview: { port: Number(process.env.PORT ?? 8787) },
});
