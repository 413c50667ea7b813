// Server build of the app for prerendering (scripts/prerender.ts): plain Vite SSR, no Cloudflare
// plugin (the Worker does not render React; it serves the files this build helps produce).
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  // Public files are copied by the client build; the server bundle only needs the code.
  publicDir: false,
  build: {
    ssr: "src/entry-server.tsx",
    outDir: process.env.SSR_OUT_DIR ?? "dist/ssr",
    emptyOutDir: true,
    // One file: the prerender imports it once and renders every page from it.
    rolldownOptions: { output: { codeSplitting: false } },
    sourcemap: false,
    minify: false,
  },
  // Bundle every dependency (React included), so the output runs from any folder (OUT_DIR builds
  // outside the repository, where node_modules cannot be resolved).
  ssr: { noExternal: true },
});
