import { Hono } from "hono";

const app = new Hono<{ Bindings: Env }>();
app.get("/api/ping", async (c) => {
  const r = await c.env.DB.prepare("select count(*) n from products").first();
  const o = await c.env.FILES.head("hello.txt");
  return c.json({ code: 200, success: true, msg: "ok", data: { r, size: o?.size } });
});
app.all("*", async (c) => {
  const res = await c.env.ASSETS.fetch(new Request(new URL("/index.html", c.req.url)));
  return new Response(res.body, { status: 404, headers: res.headers });
});
export type AppType = typeof app;
export default app;
