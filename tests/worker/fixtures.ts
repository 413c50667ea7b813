/** Test helpers: requests through the real Worker and fixture rows/objects in the real D1 and R2. */
import { env, exports } from "cloudflare:workers";
import { PRIVACY_VERSION } from "../../common/privacy.ts";
import { countEvent, type EventKeys, NONE } from "../../worker/db/event-counts.ts";
import type { Envelope } from "../../worker/lib/envelope.ts";
import seededPages from "../../seed/content/pages.json";
import type { SeedContent } from "../../seed/lib/content.ts";
import { pageStatements } from "../../seed/lib/statements.ts";
import { pageKey } from "../../worker/lib/event-keys.ts";

let ipCounter = 0;
/**
 * A fresh client address, so rate limits of one test never touch another: consecutive addresses are in
 * different /24 networks too (the per-network lead limit), each /24 coming back only every 250 addresses.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.${ipCounter % 250}.${(Math.floor(ipCounter / 250) % 250) + 1}`;
}

/** A request to the Worker; relative paths get a host. Redirects are not followed. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`https://example.com${path}`, { redirect: "manual", ...init }));
}

/** GET returning status and parsed envelope. */
export async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers });
  return { res, body: (await res.json()) as Envelope<T> };
}

/** POST a JSON body from a fresh client IP unless one is given. */
export async function postJson<T = { id: number }>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Envelope<T> };
}

/**
 * Runs `burst` (given the attempt's number, 0 first) until one run stays within one minute of the wall
 * clock, at most three times, and returns that run's result. The ratelimits binding counts fixed
 * windows aligned to the clock's minutes (miniflare's too): a burst that straddles a minute is split
 * between two windows and lets a request past the limit. Each attempt must use a new client.
 */
export async function withinOneMinute<T>(burst: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await burst(attempt);
    if (Math.floor(Date.now() / 60_000) === minute || attempt >= 2) return result;
  }
}

/** A valid current-shape contact request; override fields per test. */
export function lead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productId: "eicad",
    productName: "EICAD",
    customerName: "Li Wei",
    ac: "+86",
    phone: "138 0013 8000",
    email: "li.wei@example.cn",
    guestbook: "We need interchange design for a ring road.",
    consent: true,
    privacyVersion: PRIVACY_VERSION,
    ...overrides,
  };
}

/** Row count of a table (names are fixed strings from the tests, never user input). */
export async function countRows(table: "consultations"): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Counts a visit of `path` at time `at` through the Worker's own counting (keys as POST /api/visits derives them). */
export function visitAt(at: string, path: string, keys: Partial<EventKeys<"visit">> = {}): Promise<void> {
  const none = { language: "zh", country: NONE, source: NONE, campaign: NONE, referrer: NONE, device: NONE };
  return countEvent(env.DB, "visit", { ...none, page: pageKey(path), ...keys }, new Date(at));
}

/** Counts a header-module click at time `at`. */
export function clickAt(at: string, module: string, language = "zh"): Promise<void> {
  return countEvent(env.DB, "click", { module, language }, new Date(at));
}

/** Stores an R2 object and returns its key. */
export async function putFile(key: string, body: string | Uint8Array, contentType?: string): Promise<string> {
  await env.FILES.put(key, body, contentType ? { httpMetadata: { contentType } } : {});
  return key;
}

/** Bilingual content rows for the read routes. */
export async function seedContent(): Promise<void> {
  const db = env.DB;
  const s = (sql: string, ...args: unknown[]) => db.prepare(sql).bind(...args);
  await db.batch([
    s(
      `INSERT INTO site_settings (language, brand_name, hotline, contact_person, phone, whatsapp, email, saas_url, qr_path, facts_json)
       VALUES ('zh', '路软科技', '400-800-1234', '王经理', '+86 138 0000 0000', '+65 8000 0000', 'sales@example.com', 'https://saas.example.com', '/files/img/qr-1a2b3c4d.png', ?1),
              ('en', 'RoadSoft', '400-800-1234', 'Mr Wang', '+86 138 0000 0000', '+65 8000 0000', 'sales@example.com', 'https://saas.example.com', '/files/img/qr-1a2b3c4d.png', ?2)`,
      JSON.stringify([{ value: "2018", label: "成立" }]),
      JSON.stringify([{ value: "2018", label: "Founded" }]),
    ),
    s(
      `UPDATE site_settings SET privacy_md = ?1, privacy_html = ?2, privacy_version = '2026-11-26' WHERE language = 'zh'`,
      "# 隐私政策\n\n{{brandName}} 处理您的信息。",
      "<h1>隐私政策</h1>\n<p>{{brandName}} 处理您的信息。</p>\n",
    ),
    s(
      `UPDATE site_settings SET privacy_md = ?1, privacy_html = ?2, privacy_version = '2026-11-26' WHERE language = 'en'`,
      "# Privacy policy\n\n{{brandName}} handles your data.",
      "<h1>Privacy policy</h1>\n<p>{{brandName}} handles your data.</p>\n",
    ),
    s(`INSERT INTO banners (id, sort_order, bg_type, bg_path, poster_path, jump_to_url) VALUES
       (1, 2, '1', '/files/img/b1-aaaaaaaa.jpg', NULL, '/digital'), (2, 1, '2', '/files/video/b2-bbbbbbbb.mp4', '/files/img/p2-cccccccc.jpg', '/dtwin')`),
    s(`INSERT INTO banner_i18n VALUES
       (1, 'zh', '数字设计', '副标题一', '描述一', '["了解更多","联系我们"]'), (1, 'en', 'Digital design', 'Sub one', 'Desc one', '["Learn more","Contact us"]'),
       (2, 'zh', '数字孪生', '副标题二', '描述二', '了解更多'), (2, 'en', 'Digital twin', 'Sub two', 'Desc two', 'Learn more')`),
    s(`INSERT INTO products (id, sort_order) VALUES ('eicad', 1), ('airoad', 2)`),
    s(`INSERT INTO product_i18n VALUES ('eicad', 'zh', 'EICAD 道路与立交设计'), ('eicad', 'en', 'EICAD road and interchange design'),
       ('airoad', 'zh', 'AIRoad 快速方案设计'), ('airoad', 'en', 'AIRoad rapid scheme design')`),
    s(`INSERT INTO software (id, kind, version, size, r2_key, updated_at, sort_order) VALUES
       (1, 'software', '5.2.1', 123456789, 'installers/EICAD-Setup-0a1b2c3d.exe', '2026-03-01T08:00:00.000Z', 1),
       (2, 'manual', '5.2', 2048, 'manuals/EICAD-User-Manual-3fa2c9d1.pdf', '2026-03-02T08:00:00.000Z', 1),
       (3, 'manual', '1.0', 1024, 'manuals/用户手册-9f8e7d6c.pdf', '2026-03-03T08:00:00.000Z', 2)`),
    s(`INSERT INTO software (id, kind, version, size, r2_key, updated_at, published) VALUES
       (4, 'software', '0.1', 1, 'installers/Hidden-00000000.exe', '2026-01-01T00:00:00.000Z', 0)`),
    s(`INSERT INTO software_i18n (software_id, language, name, summary, description) VALUES
       (1, 'zh', 'EICAD 安装包', '安装包摘要', '安装包说明'), (1, 'en', 'EICAD installer', 'Installer summary', 'Installer description'),
       (2, 'zh', 'EICAD 用户手册', '手册摘要', '手册说明'), (2, 'en', 'EICAD user manual', 'Manual summary', 'Manual description'),
       (3, 'zh', '中文手册', '摘要', '说明'), (3, 'en', 'Chinese manual', 'Summary', 'Description'),
       (4, 'zh', '隐藏', '摘要', '说明'), (4, 'en', 'Hidden', 'Summary', 'Description')`),
    s(`INSERT INTO videos (id, duration_seconds, views, uploaded_at, cover_path, video_path, sort_order) VALUES
       (1, 300, 10, '2026-02-01T00:00:00.000Z', '/files/video/c1-11111111.jpg', '/files/video/v1-22222222.mp4', 1),
       (2, 600, 0, '2026-02-02T00:00:00.000Z', '/files/video/c2-33333333.jpg', '/files/video/v2-44444444.mp4', 2)`),
    s(`INSERT INTO video_i18n VALUES (1, 'zh', '入门教程', '简介一'), (1, 'en', 'Getting started', 'Intro one'),
       (2, 'zh', '立交设计', '简介二'), (2, 'en', 'Interchange design', 'Intro two')`),
    s(`INSERT INTO update_logs (id, version, released_at) VALUES (1, '5.1.0', '2025-12-01T00:00:00.000Z'), (2, '5.2.0', '2026-03-01T00:00:00.000Z')`),
    s(`INSERT INTO update_log_i18n (update_log_id, language, title, content) VALUES
       (1, 'zh', '5.1 版本', '<p>旧版</p>'), (1, 'en', 'Release 5.1', '<p>Old</p>'),
       (2, 'zh', '5.2 版本', '<p>新功能</p><script>alert(1)</script>'), (2, 'en', 'Release 5.2', '<p onclick="x()">New</p>')`),
  ]);
  // 13 news items: ids 1..13, one day apart, id 13 newest; tabs cycle; id 7 unpublished.
  const tabs = ["quick", "company", "notice", "industry", "video"];
  const stmts = [];
  for (let id = 1; id <= 13; id += 1) {
    const day = String(id).padStart(2, "0");
    stmts.push(
      s(
        `INSERT INTO news (id, tab, cover_path, effective_time, published) VALUES (?1, ?2, ?3, ?4, ?5)`,
        id,
        tabs[id % 5],
        `/files/news/n${id}-abcdef${day}.jpg`,
        `2026-01-${day}T09:00:00.000Z`,
        id === 7 ? 0 : 1,
      ),
      s(
        `INSERT INTO news_i18n (news_id, language, title, subtitle, content) VALUES (?1, 'zh', ?2, '副标题', ?3), (?1, 'en', ?4, 'Subtitle', ?5)`,
        id,
        `新闻 ${id}`,
        `<p>内容 ${id}</p><script>alert("x")</script><img src="/files/a.png" onerror="alert(1)">`,
        `News ${id}`,
        `<p>Body ${id}</p><a href="javascript:alert(1)">link</a>`,
      ),
    );
  }
  await db.batch(stmts);
  await seedPages(db);
}

/** The content pages as seeded (decision 0040): every page reads its copy, so a served page needs them. */
export async function seedPages(db: D1Database): Promise<void> {
  await db.batch(pageStatements(seededPages as SeedContent["pages"]).map((st) => db.prepare(st.sql).bind(...st.params)));
}

/**
 * A request straight into the Worker module with some bindings overridden (e.g. a secret that the
 * test project does not set); relative paths get https://example.com.
 */
export async function callWithEnv(path: string, init: RequestInit, overrides: Record<string, unknown>): Promise<Response> {
  const { default: worker } = await import("../../worker/index.ts");
  const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
  const ctx = createExecutionContext();
  const url = path.startsWith("http") ? path : `https://example.com${path}`;
  const res = await worker.fetch(new Request(url, { redirect: "manual", ...init }), { ...env, ...overrides } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The page files the build writes beside each prerendered page (common/page-document.ts PageShell), as the tests' build has them. */
export const TEST_SHELL = { boot: "/assets/boot-test.js", style: ".test-style{}", preload: ["assets/main-test.js", "assets/main-test.css"] };

/**
 * The asset server as a build leaves it, for page tests: each page's shell.json, the admin shell at
 * /admin, and the SPA shell for anything else (SPA mode). `files` adds or replaces files by path.
 */
export function pageAssets(files: Record<string, { body: string; type: string }> = {}) {
  return {
    async fetch(input: Request | string) {
      const path = new URL(typeof input === "string" ? input : input.url).pathname;
      const file = files[path] ??
        (path.endsWith("/shell.json") ? { body: JSON.stringify(TEST_SHELL), type: "application/json" } : undefined) ??
        (path === "/admin" ? { body: "<!doctype html><title>admin</title><div id=admin></div>", type: "text/html" } : undefined) ?? {
          body: `<!doctype html><html lang="zh-CN"><head><title>shell</title></head><body><div id="root"></div></body></html>`,
          type: "text/html",
        };
      return new Response(file.body, { headers: { "Content-Type": `${file.type}; charset=utf-8` } });
    },
  };
}
