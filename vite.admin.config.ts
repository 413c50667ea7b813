// The staff-only admin (/admin) is a build of its own: admin.html and its chunks land in the client
// folder beside the public site (assets under /assets/admin/), with its own manifest, so no public
// page's first load can pick up admin code or CSS, and the public manifest the prerender and the bench
// read stays exactly as it was (docs/decisions/0020).
import { resolve } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const outDir = resolve(process.env.OUT_DIR ?? "dist", "client");

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: false,
    assetsDir: "assets/admin",
    manifest: ".vite/admin-manifest.json",
    rollupOptions: { input: { admin: resolve(import.meta.dirname, "admin.html") } },
  },
  server: { port: Number(process.env.PORT ?? 8787) },
});
