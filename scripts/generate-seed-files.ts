// Generates the committed seed files under seed/files/ with content-hashed names, removes stale
// versions and rewrites references in seed/content/*.json, so keys in content always match bytes.
// Usage: node scripts/generate-seed-files.ts [--no-video]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, basename } from "node:path";
import { SCENES, type SceneName } from "./seed-art/scenes.ts";
import { svgDocument } from "./seed-art/svg-kit.ts";
import { qrSvg } from "./seed-art/qr-svg.ts";
import { renderVideo } from "./seed-art/render-video.ts";
import { MANUALS } from "./seed-docs/manuals.ts";
import { INSTALLERS, buildInstaller } from "./seed-docs/installers.ts";
import { buildPdf } from "../seed/lib/pdf.ts";
import { hashedKey } from "../seed/lib/hashed-key.ts";

const ROOT = new URL("../seed/files/", import.meta.url).pathname;
const CONTENT = new URL("../seed/content/", import.meta.url).pathname;
const withVideo = !process.argv.includes("--no-video");

type Job = { logicalName: string; build: () => Uint8Array | string };

const art = (name: string, scene: SceneName, w: number, h: number, seed: number): Job => ({
  logicalName: name,
  build: () => svgDocument(w, h, SCENES[scene](w, h, seed)),
});

const banners: Job[] = [
  art("banners/Banner-Road-Design.svg", "roadScheme", 1920, 640, 11),
  art("banners/Banner-Intelligent-Construction.svg", "smartSite", 1920, 640, 12),
  art("banners/Banner-Digital-Twin.svg", "twinDashboard", 1920, 640, 13),
  art("banners/Banner-Academy.svg", "training", 1920, 640, 14),
  art("banners/Banner-Interchange-Poster.svg", "interchange", 1920, 640, 15),
];

const coverScenes: Array<[string, SceneName]> = [
  ["Release", "roadScheme"],
  ["Interchange", "interchange"],
  ["Bridge", "bridge"],
  ["Tunnel", "tunnel"],
  ["Precast", "precastYard"],
  ["Twin", "twinDashboard"],
  ["Rail", "railLine"],
  ["Profile", "profile"],
  ["Smart-Site", "smartSite"],
  ["Training", "training"],
];
const covers: Job[] = coverScenes.map(([name, scene], i) => art(`covers/News-${name}.svg`, scene, 800, 450, 100 + i));

// Teaching videos: [logical base name, scene, seconds, caption burnt into the clip].
const teaching: Array<[string, SceneName, number, string]> = [
  ["Alignment-Design-Basics", "roadScheme", 14, "EICAD  |  Horizontal alignment"],
  ["Profile-and-Vertical-Curves", "profile", 12, "EICAD  |  Profile and vertical curves"],
  ["Cross-Sections-and-Earthwork", "bridge", 16, "EICAD  |  Cross-sections and earthwork"],
  ["Interchange-Ramp-Design", "interchange", 18, "EICAD  |  Interchange ramps"],
  ["AIRoad-Scheme-Comparison", "railLine", 10, "AIRoad  |  Scheme comparison"],
  ["Precast-Component-Tracking", "precastYard", 15, "Platform  |  Precast tracking"],
];
const videoCovers: Job[] = teaching.map(([name, scene], i) => art(`videos/${name}-Cover.svg`, scene, 1280, 720, 200 + i));
const videos: Job[] = withVideo
  ? [
      ...teaching.map(
        ([name, scene, seconds, caption], i): Job => ({
          logicalName: `videos/${name}.mp4`,
          build: () => renderVideo(svgDocument(1600, 900, SCENES[scene](1600, 900, 200 + i)), seconds, caption),
        }),
      ),
      {
        logicalName: "banners/Banner-Interchange.mp4",
        build: () => renderVideo(svgDocument(1600, 900, SCENES.interchange(1600, 900, 15)), 12, "Road and interchange design"),
      },
    ]
  : [];

const documents: Job[] = [
  { logicalName: "images/WeChat-QR.svg", build: qrSvg },
  ...MANUALS.map((m): Job => ({ logicalName: m.logicalName, build: () => buildPdf(m.title, m.pages) })),
  ...INSTALLERS.map((s): Job => ({ logicalName: s.logicalName, build: () => buildInstaller(s) })),
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function stalePattern(logicalName: string): RegExp {
  const dot = logicalName.lastIndexOf(".");
  return new RegExp(`${escapeRe(logicalName.slice(0, dot))}-[0-9a-f]{8}${escapeRe(logicalName.slice(dot))}`, "g");
}

const renames = new Map<RegExp, string>();
for (const job of [...banners, ...covers, ...videoCovers, ...documents, ...videos]) {
  const out = job.build();
  const bytes = typeof out === "string" ? new TextEncoder().encode(out) : out;
  const key = hashedKey(job.logicalName, bytes);
  const dir = join(ROOT, dirname(key));
  mkdirSync(dir, { recursive: true });
  const pattern = stalePattern(basename(job.logicalName));
  for (const f of readdirSync(dir)) if (new RegExp(`^${pattern.source}$`).test(f) && f !== basename(key)) rmSync(join(dir, f));
  writeFileSync(join(ROOT, key), bytes);
  renames.set(stalePattern(job.logicalName), key);
  console.log(`${key}  ${bytes.byteLength} bytes`);
}

for (const file of readdirSync(CONTENT).filter((f) => f.endsWith(".json"))) {
  const path = join(CONTENT, file);
  const before = readFileSync(path, "utf8");
  let after = before;
  for (const [pattern, key] of renames) after = after.replace(pattern, key);
  if (after !== before) {
    writeFileSync(path, after);
    console.log(`updated references in seed/content/${file}`);
  }
}
