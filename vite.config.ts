import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { cloudflare } from "@cloudflare/vite-plugin";

export default defineConfig({
  plugins: [react(), cloudflare()],
  server: { port: Number(process.env.PORT ?? 8787) },
  preview: { port: Number(process.env.PORT ?? 8787) },
});
