/**
 * The page editor's words in both languages: names of the block types and of the fields the block
 * description uses (a key without a name here shows as itself), and the editor's own messages.
 */
import type { CaseAnchor, FactKey, IconName } from "../../../common/page-blocks.ts";
import { BLOCK_LABELS, blockLabel } from "../../../common/page-layouts.ts";
import { type PageKey, pathOf } from "../../../common/route-table.ts";
import { routeTitles } from "../../app/route-titles.ts";

export { BLOCK_LABELS, blockLabel };

type Lang = "zh" | "en";
type Pair = { zh: string; en: string };

const FIELD_LABELS: Record<string, Pair> = {
  eyebrow: { zh: "眉题", en: "Eyebrow" },
  title: { zh: "标题", en: "Title" },
  lead: { zh: "导语", en: "Lead" },
  audience: { zh: "适用对象", en: "Audience" },
  figure: { zh: "配图", en: "Picture" },
  image: { zh: "图片", en: "Picture" },
  trial: { zh: "提供试用下载", en: "Offer a trial download" },
  points: { zh: "要点", en: "Points" },
  items: { zh: "条目", en: "Items" },
  icon: { zh: "图标", en: "Icon" },
  text: { zh: "文字", en: "Text" },
  id: { zh: "锚点", en: "Anchor" },
  steps: { zh: "步骤", en: "Steps" },
  facts: { zh: "公司数据", en: "Facts" },
  case: { zh: "相关案例", en: "Related case" },
  requirements: { zh: "配置要求", en: "Requirements" },
  route: { zh: "链接页面", en: "Links to" },
  tags: { zh: "标签", en: "Tags" },
  labels: { zh: "字段名称", en: "Field names" },
  client: { zh: "客户", en: "Client" },
  clientType: { zh: "客户类型", en: "Client type" },
  scale: { zh: "规模", en: "Scale" },
  challenge: { zh: "挑战", en: "Challenge" },
  deployed: { zh: "部署内容", en: "Deployed" },
  outcome: { zh: "成效", en: "Outcome" },
  outcomes: { zh: "成效", en: "Outcomes" },
  anchor: { zh: "锚点", en: "Anchor" },
  value: { zh: "数值", en: "Value" },
  label: { zh: "说明", en: "Label" },
  when: { zh: "时间", en: "When" },
  question: { zh: "问题", en: "Question" },
  answer: { zh: "回答", en: "Answer" },
  body: { zh: "正文（Markdown）", en: "Body (Markdown)" },
  caption: { zh: "图注", en: "Caption" },
  nav: { zh: "导航说明", en: "Navigation label" },
  slides: { zh: "幻灯片", en: "Slides" },
  headline: { zh: "主标题", en: "Headline" },
  subtitle: { zh: "副标题", en: "Subtitle" },
  button: { zh: "按钮文字", en: "Button" },
  description: { zh: "描述", en: "Description" },
  alt: { zh: "替代文字", en: "Alt text" },
  more: { zh: "更多链接文字", en: "More link" },
  coverAlt: { zh: "封面替代文字", en: "Cover alt text" },
  imageAlt: { zh: "图片替代文字", en: "Picture alt text" },
  pager: { zh: "翻页说明", en: "Pager label" },
  tab: { zh: "标签页", en: "Tab" },
  quote: { zh: "引言", en: "Quote" },
  role: { zh: "身份", en: "Role" },
  src: { zh: "图片地址", en: "Picture path" },
  width: { zh: "宽度（像素）", en: "Width (px)" },
  height: { zh: "高度（像素）", en: "Height (px)" },
  name: { zh: "名称", en: "Name" },
  logo: { zh: "标志", en: "Logo" },
  link: { zh: "链接（可选）", en: "Link (optional)" },
  project: { zh: "项目", en: "Project" },
  results: { zh: "成果", en: "Results" },
  quoteBy: { zh: "引言出处（姓名、职务）", en: "Quote by (name, role)" },
};

/** Fields whose text runs to sentences: a text area instead of a line. */
export const MULTILINE = new Set(["lead", "text", "answer", "challenge", "quote", "description", "audience", "subtitle"]);

export const fieldLabel = (key: string, lang: Lang): string => FIELD_LABELS[key]?.[lang] ?? key;

/** Every icon of the line-icon set (common/page-blocks.ts ICON_NAMES) by what it shows. */
export const ICON_LABELS: Record<IconName, Pair> = {
  alignment: { zh: "平面线形", en: "Alignment" },
  profile: { zh: "纵断面", en: "Profile" },
  crossSection: { zh: "横断面", en: "Cross-section" },
  earthwork: { zh: "土方", en: "Earthwork" },
  interchange: { zh: "互通立交", en: "Interchange" },
  superelevation: { zh: "超高", en: "Superelevation" },
  drawing: { zh: "图纸", en: "Drawing" },
  model3d: { zh: "三维模型", en: "3D model" },
  report: { zh: "汇报", en: "Report" },
  steering: { zh: "驾驶", en: "Driving" },
  safety: { zh: "安全", en: "Safety" },
  rail: { zh: "轨道", en: "Rail" },
  station: { zh: "车站", en: "Station" },
  schedule: { zh: "进度", en: "Schedule" },
  quality: { zh: "质量", en: "Quality" },
  helmet: { zh: "安全帽", en: "Hard hat" },
  sensor: { zh: "传感器", en: "Sensor" },
  camera: { zh: "摄像头", en: "Camera" },
  precast: { zh: "预制构件", en: "Precast" },
  qrcode: { zh: "二维码", en: "QR code" },
  factory: { zh: "工厂", en: "Factory" },
  dashboard: { zh: "仪表盘", en: "Dashboard" },
  inspection: { zh: "巡检", en: "Inspection" },
  bridge: { zh: "桥梁", en: "Bridge" },
  tunnel: { zh: "隧道", en: "Tunnel" },
  ship: { zh: "船舶", en: "Ship" },
  city: { zh: "城市", en: "City" },
  collaboration: { zh: "协同", en: "Collaboration" },
  cloud: { zh: "云平台", en: "Cloud" },
  vr: { zh: "虚拟现实", en: "VR" },
  drone: { zh: "无人机", en: "Drone" },
  school: { zh: "学校", en: "School" },
  database: { zh: "数据库", en: "Database" },
  chart: { zh: "图表", en: "Chart" },
};

/** The company figures (FACT_KEYS) by name; their values and visitor-facing labels are the site settings'. */
const FACT_NAMES: Record<FactKey, Pair> = {
  founded: { zh: "成立年份", en: "Year founded" },
  history: { zh: "研发历史", en: "Years of development" },
  patents: { zh: "发明专利", en: "Patents" },
  copyrights: { zh: "软件著作权", en: "Software copyrights" },
  clients: { zh: "客户单位", en: "Clients" },
  users: { zh: "设计师用户", en: "Designer users" },
  roadKm: { zh: "道路设计里程", en: "Road km designed" },
  interchanges: { zh: "互通立交设计", en: "Interchanges designed" },
  projects: { zh: "智能建造项目", en: "Construction projects" },
  partners: { zh: "合作伙伴", en: "Partners" },
  schemeEfficiency: { zh: "方案设计效率提升", en: "Scheme design speed-up" },
  overallEfficiency: { zh: "整体设计效率提升", en: "Overall design speed-up" },
};

/** The cases on /cases (CASE_ANCHORS) by their project. */
const CASE_NAMES: Record<CaseAnchor, Pair> = {
  "river-bridge": { zh: "跨江公路大桥 BIM 协同管理平台", en: "River bridge: BIM collaboration platform" },
  "expressway-expansion": { zh: "高速公路“四改八”改扩建工程", en: "Expressway widening, four to eight lanes" },
  "river-tunnel-east": { zh: "越江盾构隧道 BIM 协同平台", en: "Shield-driven river tunnel: BIM platform" },
  "river-tunnel-west": { zh: "过江公路隧道智慧工地", en: "River road tunnel: smart site" },
  "urban-expressway": { zh: "城市快速路高架建设管理", en: "Elevated urban expressway" },
  "prefab-park": { zh: "装配式构件产业园", en: "Precast components park" },
  "transport-hub": { zh: "轨道交通枢纽 BIM 咨询", en: "Rail transport hub: BIM consulting" },
};

/** The lists of codes an enum field's options may be (form/schema-form.ts), each named here in words. */
export type EnumNames = "fact" | "case" | "page";

export const iconLabel = (name: string, lang: Lang): string => ICON_LABELS[name as IconName]?.[lang] ?? name;

/**
 * An enum option in words: a figure, a case or a page of the site by its name (a page with its path,
 * which editors know from the address bar); an option of a list without names as itself.
 */
export function optionLabel(names: EnumNames | undefined, option: string, lang: Lang): string {
  if (names === "fact") return FACT_NAMES[option as FactKey]?.[lang] ?? option;
  if (names === "case") return CASE_NAMES[option as CaseAnchor]?.[lang] ?? option;
  if (names === "page") {
    const key = option as PageKey;
    const title = key === "home" ? { zh: "首页", en: "Home" }[lang] : routeTitles[lang][key];
    return title ? `${title} (${pathOf(key)})` : option;
  }
  return option;
}

const MESSAGES = {
  blocksHeading: { zh: "页面区块", en: "Page blocks" },
  blockN: { zh: "区块 {n} · {label}", en: "Block {n} · {label}" },
  addBlock: { zh: "添加区块", en: "Add block" },
  expandAll: { zh: "全部展开", en: "Expand all" },
  collapseAll: { zh: "全部折叠", en: "Collapse all" },
  addBlockType: { zh: "新区块类型", en: "New block type" },
  fixedBlocks: {
    zh: "此页面在固定位置显示这些区块，每种一个：不能添加、移动或删除区块，请直接编辑其内容。",
    en: "This page shows these blocks in fixed places, one of each: blocks cannot be added, moved or removed here; edit their content.",
  },
  moveUp: { zh: "上移", en: "Move up" },
  moveDown: { zh: "下移", en: "Move down" },
  // An accessible name starts with the button's visible text (WCAG 2.5.3).
  moveUpNamed: { zh: "上移：{name}", en: "Move up: {name}" },
  moveDownNamed: { zh: "下移：{name}", en: "Move down: {name}" },
  remove: { zh: "删除", en: "Remove" },
  removeNamed: { zh: "删除：{name}", en: "Remove: {name}" },
  removeBlockTitle: { zh: "删除区块", en: "Remove block" },
  removeBlockText: {
    zh: "删除区块 {n}（{label}）及其全部内容？保存后生效。",
    en: "Remove block {n} ({label}) and everything in it? It takes effect when you save.",
  },
  removeConfirm: { zh: "删除区块", en: "Remove block" },
  addItem: { zh: "添加一项：{name}", en: "Add to {name}" },
  itemN: { zh: "第 {n} 项", en: "Item {n}" },
  noItems: { zh: "暂无条目。", en: "No items yet." },
  atMost: { zh: "最多 {n} 项", en: "At most {n} items" },
  include: { zh: "包含此项：{name}", en: "Include {name}" },
  uploadPicture: { zh: "上传图片", en: "Upload a picture" },
  picturePath: { zh: "或填写站内图片地址", en: "Or a picture already on the site" },
  missingCount: { zh: "{n} 处文字只填了一种语言", en: "{n} texts are filled in one language only" },
  missingNone: { zh: "两种语言均已填写", en: "Both languages are filled in" },
  missingJump: { zh: "查看", en: "Show" },
  publishRefused: {
    zh: "无法发布：区块 {n}（{label}）的“{field}”缺少{lang}替代文字。",
    en: "Cannot publish: block {n} ({label}), “{field}” has no {lang} alt text.",
  },
  publishRefusedTitle: { zh: "无法发布：页面标题缺少{lang}内容。", en: "Cannot publish: the page title has no {lang} text." },
  langZh: { zh: "中文", en: "Chinese" },
  langEn: { zh: "英文", en: "English" },
  preview: { zh: "实时预览", en: "Live preview" },
  previewDesktop: { zh: "桌面（1440 像素）", en: "Desktop (1440 px)" },
  previewPhone: { zh: "手机（390 像素）", en: "Phone (390 px)" },
  previewLang: { zh: "预览语言", en: "Preview language" },
  previewDevice: { zh: "预览宽度", en: "Preview width" },
  previewFull: { zh: "全尺寸查看", en: "Full size" },
  previewFullTitle: { zh: "{device} · 100%", en: "{device} · 100%" },
  previewFrameFull: { zh: "{width} 像素宽的{lang}页面预览（全尺寸）", en: "{lang} preview of the page at {width} px, full size" },
  previewClose: { zh: "关闭", en: "Close" },
  previewFrame: { zh: "{width} 像素宽的{lang}页面预览", en: "{lang} preview of the page at {width} px" },
  previewNote: {
    zh: "预览显示当前草稿（尚未保存的修改也会显示），访客看到的是已发布的版本。",
    en: "The preview shows this draft, unsaved edits included; visitors see the published version.",
  },
  conflict: {
    zh: "{by} 在 {at} 保存了此页面（在您打开之后）。您的修改仍保留在表单和本地草稿中：可先“载入对方版本”查看其内容，再保存您的版本覆盖它。",
    en: "{by} saved this page at {at}, after you opened it. Your edits are still in the form and in the local draft: load their version to see it, then save to replace it with yours.",
  },
} satisfies Record<string, Pair>;

export type PageMessage = keyof typeof MESSAGES;
/** The editor's message `key` in `lang`, `{name}` placeholders filled (as the admin's t() does). */
export const pageT =
  (lang: Lang) =>
  (key: PageMessage, vars: Record<string, string | number> = {}): string =>
    MESSAGES[key][lang].replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
