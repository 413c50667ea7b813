/**
 * One-off: seed/content/pages.json (the `pages` resource, common/page-blocks.ts) from the page copy
 * that lived in src/content/{zh,en}/*.ts and the intros of academy, download and help. Run once with
 *   npx esbuild scripts/generate-pages-seed.ts --bundle --platform=node --format=esm --outfile=/tmp/gen.mjs && node /tmp/gen.mjs
 * The result is committed; the visible copy is the same as the modules'. Kept for the record.
 */
import { writeFileSync } from "node:fs";
import { pathOf, type PageKey } from "../common/route-table.ts";
import { pageInputSchema, type Block, type PageItem } from "../common/page-blocks.ts";
import homeZh from "../src/content/zh/home.ts";
import homeEn from "../src/content/en/home.ts";
import aboutZh from "../src/content/zh/about.ts";
import aboutEn from "../src/content/en/about.ts";
import dtwinZh from "../src/content/zh/dtwin.ts";
import dtwinEn from "../src/content/en/dtwin.ts";
import solutionsZh from "../src/content/zh/solutions.ts";
import solutionsEn from "../src/content/en/solutions.ts";
import casesZh from "../src/content/zh/cases.ts";
import casesEn from "../src/content/en/cases.ts";
import digitalZh from "../src/content/zh/digital.ts";
import digitalEn from "../src/content/en/digital.ts";
import intelligentZh from "../src/content/zh/intelligent.ts";
import intelligentEn from "../src/content/en/intelligent.ts";
import airoadZh from "../src/content/zh/digital/airoad.ts";
import airoadEn from "../src/content/en/digital/airoad.ts";
import eicadZh from "../src/content/zh/digital/eicad.ts";
import eicadEn from "../src/content/en/digital/eicad.ts";
import report3dZh from "../src/content/zh/digital/report3d.ts";
import report3dEn from "../src/content/en/digital/report3d.ts";
import vrroadZh from "../src/content/zh/digital/vrroad.ts";
import vrroadEn from "../src/content/en/digital/vrroad.ts";
import managementZh from "../src/content/zh/intelligent/management.ts";
import managementEn from "../src/content/en/intelligent/management.ts";
import smartSiteZh from "../src/content/zh/intelligent/smart-site.ts";
import smartSiteEn from "../src/content/en/intelligent/smart-site.ts";
import prefabricationZh from "../src/content/zh/intelligent/prefabrication.ts";
import prefabricationEn from "../src/content/en/intelligent/prefabrication.ts";
import { routeTitles } from "../src/app/route-titles.ts";
import { routeDescriptions } from "../src/app/route-descriptions.ts";
import { academyMessages } from "../src/pages/academy/academy-messages.ts";
import { downloadMessages } from "../src/pages/download/download-messages.ts";
import { helpMessages } from "../src/pages/help/help-messages.ts";

// biome-ignore lint/suspicious/noExplicitAny: a one-off walker over two parallel values of the copy's many shapes
type Any = any;

/** Two parallel values (zh, en) of the same shape as one value with `{ zh, en }` at every string. */
function zip(zh: Any, en: Any, path = ""): Any {
  if (typeof zh === "string") {
    if (typeof en !== "string") throw new Error(`${path}: en is not a string`);
    return { zh, en };
  }
  if (Array.isArray(zh)) {
    if (!Array.isArray(en) || en.length !== zh.length) throw new Error(`${path}: arrays differ`);
    return zh.map((v, i) => zip(v, en[i], `${path}[${i}]`));
  }
  if (zh && typeof zh === "object") {
    return Object.fromEntries(Object.keys(zh).map((k) => [k, zip(zh[k], en[k], `${path}.${k}`)]));
  }
  return zh;
}

/** Keys whose values are the same in both languages (ids, icons, routes, paths, sizes, fact keys). */
const NEUTRAL = new Set(["icon", "route", "id", "anchor", "src", "width", "height", "image", "facts", "caseAnchor"]);
function bi(zh: Any, en: Any, path = ""): Any {
  if (Array.isArray(zh)) return zh.map((v, i) => bi(v, en[i], `${path}[${i}]`));
  if (zh && typeof zh === "object") {
    return Object.fromEntries(
      Object.keys(zh).map((k) => {
        if (NEUTRAL.has(k)) {
          if (JSON.stringify(zh[k]) !== JSON.stringify(en[k])) throw new Error(`${path}.${k} differs between languages`);
          return [k, zh[k]];
        }
        return [k, bi(zh[k], en[k], `${path}.${k}`)];
      }),
    );
  }
  return zip(zh, en, path);
}

const SOURCES: Record<string, readonly [unknown, unknown]> = {
  home: [homeZh, homeEn],
  about: [aboutZh, aboutEn],
  dtwin: [dtwinZh, dtwinEn],
  solutions: [solutionsZh, solutionsEn],
  cases: [casesZh, casesEn],
  digital: [digitalZh, digitalEn],
  intelligent: [intelligentZh, intelligentEn],
  airoad: [airoadZh, airoadEn],
  eicad: [eicadZh, eicadEn],
  report3d: [report3dZh, report3dEn],
  vrroad: [vrroadZh, vrroadEn],
  management: [managementZh, managementEn],
  smartSite: [smartSiteZh, smartSiteEn],
  prefabrication: [prefabricationZh, prefabricationEn],
};
const both = (name: string) => SOURCES[name] as readonly [Any, Any];
const pick = (o: Any, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
const section = (zh: Any, en: Any, keys: string[]) => bi(pick(zh, keys), pick(en, keys));

function hero(zh: Any, en: Any, trial: boolean): Block {
  const h = bi(zh.hero, en.hero, "hero");
  return { type: "hero", eyebrow: h.eyebrow, title: h.title, lead: h.lead, audience: h.audience, figure: h.figure, trial };
}
const problem = (zh: Any, en: Any): Block => ({ type: "problem", ...section(zh.problem, en.problem, ["title", "lead", "points"]) });
const capabilities = (zh: Any, en: Any, k = "capabilities"): Block => ({ type: "capabilities", ...section(zh[k], en[k], ["title", "lead", "items"]) });
const workflow = (zh: Any, en: Any): Block => ({
  type: "workflow",
  ...section(zh.workflow, en.workflow, ["title", "lead", "steps"]),
  ...(zh.workflow.figure ? { figure: bi(zh.workflow.figure, en.workflow.figure) } : {}),
});
function proof(zh: Any, en: Any): Block {
  if (zh.proof.relatedCase.anchor !== en.proof.relatedCase.anchor) throw new Error("related cases differ");
  return { type: "proof", ...section(zh.proof, en.proof, ["title", "lead"]), facts: zh.proof.facts, case: zh.proof.relatedCase.anchor };
}
const cta = (zh: Any, en: Any, trial: boolean): Block => ({ type: "cta", ...section(zh.cta, en.cta, ["title", "text"]), trial });
const feature = (zh: Any, en: Any): Block => {
  const f = bi(zh, en);
  return {
    type: "feature", id: f.id, eyebrow: f.eyebrow, title: f.title, lead: f.lead, points: f.points, figure: f.figure,
    ...(f.caseAnchor ? { case: f.caseAnchor } : {}),
  };
};

function product(zh: Any, en: Any): Block[] {
  return [
    hero(zh, en, true), problem(zh, en), capabilities(zh, en), workflow(zh, en), proof(zh, en),
    { type: "resources", requirements: bi(zh.resources.requirements, en.resources.requirements) },
    cta(zh, en, true),
  ];
}

function overview(zh: Any, en: Any): Block[] {
  return [
    hero(zh, en, true), problem(zh, en),
    { type: "cards", ...section(zh.cards, en.cards, ["title", "lead", "items"]) },
    ...(zh.extra ? [feature(zh.extra, en.extra)] : []),
    { type: "workflow", ...section(zh.workflow, en.workflow, ["title", "lead", "steps"]) },
    proof(zh, en), cta(zh, en, true),
  ];
}

const [zhHome, enHome] = both("home");
const [zhAbout, enAbout] = both("about");
const [zhTwin, enTwin] = both("dtwin");
const [zhSol, enSol] = both("solutions");
const [zhCases, enCases] = both("cases");

const BLOCKS: Partial<Record<PageKey, Block[]>> = {
  home: [
    { type: "homeBanner", ...section(zhHome.banner, enHome.banner, ["label", "nav", "slides"]) },
    { type: "homeNews", ...section(zhHome.news, enHome.news, ["eyebrow", "title", "lead", "coverAlt"]) },
    { type: "homeSolutions", ...section(zhHome.solutions, enHome.solutions, ["eyebrow", "title", "lead", "more", "items"]) },
    {
      type: "homeAbout",
      ...section(zhHome.about, enHome.about, ["label", "eyebrow", "imageAlt", "pager"]),
      slides: (["intro", "figures", "research"] as const).map((k) => bi(zhHome.about[k], enHome.about[k])),
    },
    { type: "homeStories", ...section(zhHome.stories, enHome.stories, ["eyebrow", "title", "label", "pager", "items"]) },
  ],
  digital: overview(...both("digital")),
  intelligent: overview(...both("intelligent")),
  airoad: product(...both("airoad")),
  eicad: product(...both("eicad")),
  report3d: product(...both("report3d")),
  vrroad: product(...both("vrroad")),
  management: product(...both("management")),
  smartSite: product(...both("smartSite")),
  prefabrication: product(...both("prefabrication")),
  dtwin: [
    hero(zhTwin, enTwin, false), problem(zhTwin, enTwin),
    { type: "scenarios", ...section(zhTwin.scenarios, enTwin.scenarios, ["title", "lead", "items"]) },
    capabilities(zhTwin, enTwin), workflow(zhTwin, enTwin), proof(zhTwin, enTwin), cta(zhTwin, enTwin, false),
  ],
  solutions: [hero(zhSol, enSol, false), ...zhSol.sections.map((s: Any, i: number) => feature(s, enSol.sections[i])), cta(zhSol, enSol, false)],
  cases: [
    hero(zhCases, enCases, false),
    { type: "cases", labels: bi(zhCases.labels, enCases.labels), items: bi(zhCases.items, enCases.items) },
    cta(zhCases, enCases, false),
  ],
  about: [
    hero(zhAbout, enAbout, false),
    { type: "paragraphs", title: bi(zhAbout.intro.title, enAbout.intro.title), items: bi(zhAbout.intro.paragraphs, enAbout.intro.paragraphs) },
    {
      type: "facts", ...section(zhAbout.facts, enAbout.facts, ["title", "lead"]),
      facts: ["founded", "history", "clients", "users", "roadKm", "interchanges", "projects", "partners", "patents", "copyrights", "schemeEfficiency", "overallEfficiency"],
    },
    { type: "cards", title: bi(zhAbout.lines.title, enAbout.lines.title), lead: { zh: "", en: "" }, items: bi(zhAbout.lines.items, enAbout.lines.items) },
    { type: "history", ...section(zhAbout.history, enAbout.history, ["title", "items"]) },
    { type: "values", ...section(zhAbout.values, enAbout.values, ["title", "items"]) },
    cta(zhAbout, enAbout, false),
  ],
};

const intro = (m: Any): Block => ({ type: "intro", eyebrow: bi(m.zh.eyebrow, m.en.eyebrow), title: bi(m.zh.title, m.en.title), lead: bi(m.zh.lead, m.en.lead) });
const msgs = (d: Any) => ({ zh: d.zh ?? d[0] ?? d.messages?.zh, en: d.en ?? d[1] ?? d.messages?.en });
BLOCKS.academy = [intro(msgs(academyMessages))];
BLOCKS.download = [intro(msgs(downloadMessages))];
const help = msgs(helpMessages);
BLOCKS.help = [
  intro(help),
  {
    type: "faq",
    title: bi(help.zh.faqTitle, help.en.faqTitle),
    items: [1, 2, 3, 4].map((n) => ({ question: bi(help.zh[`q${n}`], help.en[`q${n}`]), answer: bi(help.zh[`a${n}`], help.en[`a${n}`]) })),
  },
];

const titles = msgs(routeTitles);
const descriptions = msgs(routeDescriptions);
const pages: (PageItem & { id: number })[] = Object.entries(BLOCKS).map(([key, blocks], i) => {
  const item = {
    title: key === "home" ? bi(zhHome.pageTitle, enHome.pageTitle) : bi(titles.zh[key], titles.en[key]),
    description: bi(descriptions.zh[key], descriptions.en[key]),
    blocks,
    status: "published" as const,
  };
  const parsed = pageInputSchema.parse(item);
  return { id: i + 1, path: pathOf(key as PageKey), ...parsed };
});
writeFileSync("seed/content/pages.json", `${JSON.stringify(pages, null, 2)}\n`);
console.log(`pages.json: ${pages.length} pages, ${pages.reduce((n, p) => n + p.blocks.length, 0)} blocks`);
