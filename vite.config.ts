import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { cloudflare } from "@cloudflare/vite-plugin";

export default defineConfig({
  // STATE_DIR lets `npm start` and the browser tests run on a separate local D1/R2; the plugin
  // appends "v3" like `wrangler --persist-to`, so all three tools share one folder.
  plugins: [react(), cloudflare({ persistState: { path: process.env.STATE_DIR ?? ".wrangler/state" } })],
  // The manifest maps each page module to its chunk and CSS: the prerender links the current
  // page's CSS and JS in <head> from it (scripts/prerender.ts).
  // No module-preload polyfill: it ran in boot before the visitor acted (decision 0057). A browser
  // without modulepreload (Safari before 17) still loads every chunk, when it is imported.
  build: { manifest: true, modulePreload: { polyfill: false } },
  server: { port: Number(process.env.PORT ?? 8787) },
  preview: { port: Number(process.env.PORT ?? 8787) },
});
