// Site search bench: a fresh local D1 (workerd through wrangler's getPlatformProxy, its own state
// folder) with every migration, filled with ITEMS news items in both languages (2 x ITEMS search
// documents, indexed by the same statements the admin and the seed run, common/search-docs.ts),
// then QUERIES searches per language through the Worker's own search code (worker/db/search.ts:
// the FTS5 query batch, the count and the snippets). Each figure is the time of that call in node,
// one round trip to workerd's D1 included: the handler's work, without HTTP. Also: how long after a
// publish's write the item is found.
//   node bench/search.ts [--items=10000] [--queries=100] [--keep]
// Prints a table and writes bench/out/search.json.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { upsertDoc } from "../common/search-docs.ts";
import { renderMarkdown } from "../common/markdown.ts";
import { mulberry32 } from "../seed/lib/prng.ts";

// The Worker's search, imported by URL: the node TypeScript project does not type-check Worker files.
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  run(): Promise<unknown>;
}
interface D1Database {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown[]>;
  exec(sql: string): Promise<unknown>;
}
const { searchSite } = (await import(new URL("../worker/db/search.ts", import.meta.url).href)) as {
  searchSite(db: D1Database, lang: "zh" | "en", q: { q: string; pageIndex: number; pageSize: number }): Promise<{ list: unknown[]; total: number }>;
};

const root = new URL("..", import.meta.url).pathname;
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const ITEMS = arg("items", 10_000);
const QUERIES = arg("queries", 100);
const keep = process.argv.includes("--keep");
const log = (msg: string) => console.log(`[search ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** Words of the trade, so documents read like the site's and queries hit realistic posting lists. */
const ZH = (
  "道路 桥梁 隧道 互通 立交 匝道 纵断面 横断面 平面 线形 土方 超高 加宽 路基 路面 排水 涵洞 边坡 护栏 标志 标线 施工 监测 预制 构件 " +
  "钢筋 混凝土 沥青 养护 巡检 数字 孪生 模型 协同 平台 设计 方案 比选 工程量 出图 三维 汇报 仿真 驾驶 安全 评价 视距 速度 航道 港口 " +
  "枢纽 轨道 城市 快速路 高速 公路 改扩建 拼宽 地形 测量 倾斜摄影 点云 进度 质量 安全帽 塔吊 拌合站 梁场 台账 验收 交付 运维 健康 传感器 " +
  "视频 培训 手册 安装 授权 版本 发布 更新 修复 性能 导出 图纸 报表 审批 造价 投资 合同 计量 支付 档案 资料 智慧 工地 装配式 工厂"
).split(" ");
const EN = (
  "road bridge tunnel interchange ramp profile section alignment earthwork superelevation widening subgrade pavement drainage culvert " +
  "slope barrier sign marking construction monitoring precast component rebar concrete asphalt maintenance inspection digital twin model " +
  "collaboration platform design scheme comparison quantity drawing three dimensional report simulation driving safety evaluation sight " +
  "speed waterway port hub rail urban expressway highway expansion terrain survey photogrammetry point cloud progress quality crane plant " +
  "yard ledger acceptance delivery operation health sensor video training manual install licence version release update fix performance export"
).split(" ");

const rand = mulberry32(26);
const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
const zhSentence = () => `${Array.from({ length: 6 + Math.floor(rand() * 6) }, () => pick(ZH)).join(pick(["", "与", "的", "，"]))}。`;
const enSentence = () => `${Array.from({ length: 8 + Math.floor(rand() * 8) }, () => pick(EN)).join(" ")}.`;

/** Queries: mostly two-character words, some longer words, pairs and single characters (zh); words and pairs (en). */
function queries(lang: "zh" | "en"): string[] {
  return Array.from({ length: QUERIES }, (_, i) => {
    if (lang === "en") return i % 4 === 0 ? `${pick(EN)} ${pick(EN)}` : pick(EN);
    if (i % 10 === 0) return pick(ZH)[0]!;
    if (i % 5 === 0) return `${pick(ZH)} ${pick(ZH)}`;
    return pick(ZH);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const persist = mkdtempSync(join(tmpdir(), "bench-search-"));
const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: join(root, "wrangler.toml"), persist: { path: persist }, remoteBindings: false });
const summary: Record<string, unknown> = { items: ITEMS, documents: ITEMS * 2, queriesPerLanguage: QUERIES };
try {
  const db = proxy.env.DB;
  for (const file of readdirSync(join(root, "seed/migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    await db.exec(
      readFileSync(join(root, "seed/migrations", file), "utf8")
        .replace(/--[^\n]*\n/g, "\n")
        .replace(/\s*\n\s*/g, " "),
    );
  }
  log(`state ${persist}; indexing ${ITEMS} items x 2 languages`);
  const fillStarted = performance.now();
  const BATCH = 50;
  for (let from = 1; from <= ITEMS; from += BATCH) {
    const statements: D1Statement[] = [];
    for (let id = from; id < Math.min(from + BATCH, ITEMS + 1); id++) {
      const day = new Date(Date.UTC(2024, 0, 1) + id * 3_600_000).toISOString();
      statements.push(
        db.prepare(`INSERT INTO news (id, tab, cover_path, effective_time, published) VALUES (?, 'company', '/files/c.png', ?, 1)`).bind(id, day),
      );
      for (const lang of ["zh", "en"] as const) {
        const sentence = lang === "zh" ? zhSentence : enSentence;
        const md = Array.from({ length: 8 }, sentence).join("\n\n");
        const texts = { title: sentence().slice(0, 40), subtitle: sentence(), content: renderMarkdown(md), content_md: md };
        statements.push(
          db
            .prepare(`INSERT INTO news_i18n (news_id, language, title, subtitle, content, content_md) VALUES (?, ?, ?, ?, ?, ?)`)
            .bind(id, lang, texts.title, texts.subtitle, texts.content, texts.content_md),
        );
        const doc = upsertDoc("news", id, lang, texts);
        statements.push(db.prepare(doc.sql).bind(...doc.params));
      }
    }
    await db.batch(statements);
    if (process.env.BENCH_TRACE || (from + BATCH - 1) % 1000 === 0) log(`${from + BATCH - 1} items`);
  }
  summary.fillSeconds = Number(((performance.now() - fillStarted) / 1000).toFixed(1));
  log(`filled in ${summary.fillSeconds} s`);

  for (const lang of ["zh", "en"] as const) {
    const list = queries(lang);
    for (const q of list.slice(0, 5)) await searchSite(db, lang, { q, pageIndex: 1, pageSize: 10 }); // warm-up
    const times: number[] = [];
    let totals = 0;
    for (const q of list) {
      const started = performance.now();
      const r = await searchSite(db, lang, { q, pageIndex: 1, pageSize: 10 });
      times.push(performance.now() - started);
      totals += r.total;
    }
    times.sort((a, b) => a - b);
    summary[lang] = {
      p50: Number(percentile(times, 50).toFixed(1)),
      p95: Number(percentile(times, 95).toFixed(1)),
      max: Number(times.at(-1)!.toFixed(1)),
      meanMatches: Math.round(totals / list.length),
    };
    log(`${lang}: ${JSON.stringify(summary[lang])}`);
  }

  // A publish: the content row and its documents in one batch (as the admin's save), then a search.
  const id = ITEMS + 1;
  const texts = { title: "栈桥检测系统上线", subtitle: "", content: "<p>栈桥</p>", content_md: "栈桥" };
  const doc = upsertDoc("news", id, "zh", texts);
  const started = performance.now();
  await db.batch([
    db
      .prepare(`INSERT INTO news (id, tab, cover_path, effective_time, published) VALUES (?, 'company', '/files/c.png', '2025-01-01T00:00:00.000Z', 1)`)
      .bind(id),
    db
      .prepare(`INSERT INTO news_i18n (news_id, language, title, subtitle, content, content_md) VALUES (?, 'zh', ?, ?, ?, ?)`)
      .bind(id, texts.title, texts.subtitle, texts.content, texts.content_md),
    db.prepare(doc.sql).bind(...doc.params),
  ]);
  const found = (await searchSite(db, "zh", { q: "栈桥", pageIndex: 1, pageSize: 10 })).total === 1;
  summary.publishToFoundMs = found ? Number((performance.now() - started).toFixed(1)) : null;
} finally {
  await proxy.dispose().catch(() => {});
  if (!keep) rmSync(persist, { recursive: true, force: true });
}

const zh = summary.zh as { p50: number; p95: number; max: number; meanMatches: number };
const en = summary.en as { p50: number; p95: number; max: number; meanMatches: number };
console.log(`
| figure | zh | en |
|---|---:|---:|
| p50 ms (${QUERIES} queries) | ${zh.p50} | ${en.p50} |
| p95 ms (target <= 50) | ${zh.p95} | ${en.p95} |
| max ms | ${zh.max} | ${en.max} |
| mean matches per query | ${zh.meanMatches} | ${en.meanMatches} |

${ITEMS} items x 2 languages indexed in ${summary.fillSeconds} s; a publish (row + index in one batch) found ${summary.publishToFoundMs} ms after its write began.
Time of worker/db/search.ts searchSite (FTS5 query + count + snippets) in node against workerd's local D1 through getPlatformProxy: one loopback round trip included, no HTTP.`);
mkdirSync(join(root, "bench/out"), { recursive: true });
writeFileSync(join(root, "bench/out/search.json"), `${JSON.stringify(summary, null, 2)}\n`);
