// Generates the raster images link previews and structured data need (most previewers reject SVG):
// public/img/share/share-card.png (1200x630), public/img/share/logo-512.png, a 1200x630 card per
// product page (public/img/share/<page key>.jpg, src/app/page-meta.ts PRODUCT_SHARE_PAGES) and per
// seed news cover (public/img/share/covers/<cover name>.jpg, listed for the Worker in
// worker/pages/cover-share-images.json), drawn as SVG in the site's line style and photographed
// with headless Chromium (which has the CJK fonts).
// Run by hand after changing the brand or the copy: `node scripts/generate-share-images.ts`.
// The output is committed, so builds never need a browser. Env: CHROMIUM_PATH (default /usr/bin/chromium).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { launchBrowser } from "../tests/e2e/support/chromium.ts";
import { SCENES, type SceneName } from "./seed-art/scenes.ts";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "public/img/share");
const settings = JSON.parse(readFileSync(join(root, "seed/content/site-settings.json"), "utf8")) as Record<"zh" | "en", { brandName: string }>;

const BLUE_900 = "#06264a";
const BLUE_700 = "#0d4584";
const TEAL = "#12a392";
const FONT = `-apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif`;

/** The logo mark of src/components/header/brand-mark.tsx at `size` px, positioned at x,y. */
function mark(x: number, y: number, size: number): string {
  const k = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${k})">
    <rect width="40" height="40" rx="8" fill="${BLUE_700}"/>
    <path d="M9 30.5C18 30.5 21 9.5 31 9.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
    <path d="M9 22.5C14 22.5 16 17 19 13" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="1.6" stroke-linecap="round"/>
    <circle cx="9" cy="30.5" r="3" fill="${TEAL}"/><circle cx="31" cy="9.5" r="3" fill="${TEAL}"/>
  </g>`;
}

/** Contour lines with a road alignment and interchange loop over them, like the banner art. */
function linework(): string {
  const contours = Array.from({ length: 9 }, (_, i) => {
    const rx = 60 + i * 46;
    return `<ellipse cx="930" cy="330" rx="${rx}" ry="${(rx * 0.58).toFixed(1)}" transform="rotate(-14 930 330)"/>`;
  }).join("");
  return `<g fill="none" stroke="#8fb3e0" stroke-opacity=".3" stroke-width="2">${contours}</g>
  <g fill="none" stroke-linecap="round">
    <path d="M560 640C700 520 760 420 900 360S1120 250 1260 120" stroke="#fff" stroke-opacity=".85" stroke-width="6"/>
    <path d="M560 640C700 520 760 420 900 360S1120 250 1260 120" stroke="${BLUE_900}" stroke-width="1.5" stroke-dasharray="14 12"/>
    <path d="M900 360C980 420 1070 410 1080 340S990 250 930 300" stroke="${TEAL}" stroke-width="4"/>
  </g>
  <g fill="${TEAL}"><circle cx="900" cy="360" r="7"/><circle cx="1260" cy="120" r="7"/></g>`;
}

function shareCard(): string {
  const zh = settings.zh.brandName;
  const en = settings.en.brandName;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE_900}"/><stop offset="1" stop-color="${BLUE_700}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${linework()}
  ${mark(80, 84, 72)}
  <text x="172" y="133" fill="#fff" font-family='${FONT}' font-size="38" font-weight="700">${zh}</text>
  <text x="172" y="166" fill="#cfe0f5" font-family='${FONT}' font-size="22">${en}</text>
  <text x="80" y="300" fill="#fff" font-family='${FONT}' font-size="52" font-weight="700">道路与基础设施数字化软件</text>
  <text x="80" y="352" fill="#dbe7f6" font-family='${FONT}' font-size="26">Digital software for roads and infrastructure</text>
  <rect x="80" y="392" width="72" height="5" rx="2.5" fill="${TEAL}"/>
  <text x="80" y="450" fill="#cfe0f5" font-family='${FONT}' font-size="24">数字化设计 · 智能建造 · 运维数字孪生</text>
  <text x="80" y="488" fill="#9fbde3" font-family='${FONT}' font-size="20">Design · Intelligent construction · O&amp;M digital twins</text>
</svg>`;
}

function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${mark(0, 0, 512)}</svg>`;
}

/** Product pages: key, the scene of its hero art, its name in both languages. */
const PRODUCTS: Array<[string, SceneName, string, string]> = [
  ["eicad", "interchange", "EICAD 道路与互通立交设计", "EICAD road and interchange design"],
  ["airoad", "roadScheme", "AIRoad 道路快速方案设计", "AIRoad rapid road scheme design"],
  ["report3d", "bridge", "Report3D 三维汇报展示", "Report3D 3D design presentation"],
  ["vrroad", "tunnel", "VRRoad 驾驶仿真与安全评价", "VRRoad driving simulation and safety evaluation"],
  ["management", "twinDashboard", "数字建造管理平台", "Digital construction management platform"],
  ["smartSite", "smartSite", "智慧工地平台", "Smart construction site platform"],
  ["prefabrication", "precastYard", "工业化预制智慧工厂平台", "Smart precast factory platform"],
];

/** A product's card: its scene on the right, brand and name over a fade on the left. */
function productCard([, scene, zh, en]: (typeof PRODUCTS)[number], i: number): string {
  const art = SCENES[scene](1200, 630, 300 + i);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE_900}"/><stop offset="1" stop-color="${BLUE_700}"/></linearGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BLUE_900}" stop-opacity=".95"/><stop offset=".55" stop-color="${BLUE_900}" stop-opacity=".75"/><stop offset="1" stop-color="${BLUE_900}" stop-opacity="0"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>${art}
  <rect width="1200" height="630" fill="url(#fade)"/>
  ${mark(80, 84, 64)}
  <text x="162" y="126" fill="#cfe0f5" font-family='${FONT}' font-size="28" font-weight="700">${settings.zh.brandName} · ${settings.en.brandName}</text>
  <text x="80" y="320" fill="#fff" font-family='${FONT}' font-size="54" font-weight="700">${zh}</text>
  <rect x="80" y="362" width="72" height="5" rx="2.5" fill="${TEAL}"/>
  <text x="80" y="420" fill="#dbe7f6" font-family='${FONT}' font-size="30">${en}</text>
</svg>`;
}

/** A news cover (an SVG seed file) filling 1200x630, cut evenly top and bottom like CSS object-fit: cover. */
function coverCard(svgPath: string): string {
  const data = Buffer.from(readFileSync(svgPath)).toString("base64");
  return `<div style="width:1200px;height:630px;background:url(data:image/svg+xml;base64,${data}) center/cover no-repeat"></div>`;
}

const news = JSON.parse(readFileSync(join(root, "seed/content/news.json"), "utf8")) as { coverPath: string }[];
const covers = [...new Set(news.map((n) => n.coverPath))].filter((p) => p.startsWith("/files/") && p.endsWith(".svg"));
const coverImages = Object.fromEntries(covers.map((p) => [p, `/img/share/covers/${basename(p, ".svg")}.jpg`]));

mkdirSync(join(outDir, "covers"), { recursive: true });
const browser = await launchBrowser();
try {
  for (const [name, svg, width, height, transparent] of [
    ["share-card.png", shareCard(), 1200, 630, false],
    ["logo-512.png", logo(), 512, 512, true],
    ...PRODUCTS.map((p, i) => [`${p[0]}.jpg`, productCard(p, i), 1200, 630, false] as const),
    ...covers.map((p) => [`covers/${basename(p, ".svg")}.jpg`, coverCard(join(root, "seed/files", p.slice("/files/".length))), 1200, 630, false] as const),
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.evaluate(() => document.fonts.ready);
    // The cards are photographs of line art over gradients: JPEG is a quarter of PNG's bytes.
    const jpeg = name.endsWith(".jpg") ? { type: "jpeg" as const, quality: 85 } : {};
    await page.screenshot({ path: join(outDir, name), omitBackground: transparent, clip: { x: 0, y: 0, width, height }, ...jpeg });
    await page.close();
    console.log(`wrote public/img/share/${name}`);
  }
  // The Worker's list of cover -> share picture (worker/pages/share-image.ts).
  writeFileSync(join(root, "worker/pages/cover-share-images.json"), `${JSON.stringify(coverImages, null, 2)}\n`);
  console.log("wrote worker/pages/cover-share-images.json");
} finally {
  await browser.close();
}
