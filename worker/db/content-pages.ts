/** Content pages (decision 0040): the published copy of one page, as visitors get it. */
import type { Block } from "../../common/page-blocks.ts";
import type { MediaRef } from "../../common/image-variants.ts";
import { type LocalPage, casesNamed, localPage, pageVars } from "../../common/page-text.ts";
import type { Db } from "./db.ts";
import { due, ended } from "./schedule.ts";
import { LANDING_PREFIX } from "../../common/route-table.ts";
import { getSiteSettings } from "./site.ts";
import { mediaRefsOf } from "./images.ts";
import { parseJson } from "../lib/json-column.ts";
import type { Lang } from "../schemas/common.ts";

const CASES_PATH = "/cases";

interface PageRow {
  path: string;
  visible: number;
  published_noindex: number;
  published_share_picture: string | null;
  published_contact_product: string | null;
  published_blocks: string;
  published_contact: string;
  zh_title: string;
  en_title: string;
  zh_description: string;
  en_description: string;
}

/**
 * The published copy once its time has come (db/schedule.ts), the one published before until then,
 * and the seeded copy once its unpublish time has passed (migration 0026; a page seeded before it that
 * no seed run has filled keeps its published copy).
 */
const live = (column: string, alias: string, prev: string) =>
  `CASE WHEN ${ended("p")} THEN coalesce(${alias}.seed_${column.replace(/^published_/, "")}, ${alias}.${column}) ` +
  `WHEN ${due("p")} OR ${alias}.${prev} IS NULL THEN ${alias}.${column} ELSE ${alias}.${prev} END`;

/**
 * A landing page (/lp/<slug>, CONTRACT "Landing pages") has no seeded copy: it is public once a
 * publish stored its copy (`published_at`) and that copy is due, or a copy published before it is
 * still showing (a previous title: a landing page created as a draft has none), until its unpublish
 * time. A route's page always is.
 */
const VISIBLE = `CASE WHEN p.path LIKE '${LANDING_PREFIX}%' THEN (p.published_at IS NOT NULL AND NOT ${ended("p")}
    AND (${due("p")} OR coalesce(z.prev_title, '') <> '')) ELSE 1 END`;

const PAGE_SQL = `SELECT p.path, ${VISIBLE} AS visible, p.published_noindex, p.published_share_picture, p.published_contact_product,
    ${live("published_blocks", "p", "prev_blocks")} AS published_blocks,
    CASE WHEN ${ended("p")} THEN 'default' WHEN ${due("p")} OR p.prev_blocks IS NULL THEN p.published_contact
      ELSE coalesce(p.prev_contact, 'default') END AS published_contact,
    ${live("published_title", "z", "prev_title")} AS zh_title, ${live("published_title", "e", "prev_title")} AS en_title,
    ${live("published_description", "z", "prev_description")} AS zh_description,
    ${live("published_description", "e", "prev_description")} AS en_description
  FROM pages p
  JOIN page_i18n z ON z.page_id = p.id AND z.language = 'zh'
  JOIN page_i18n e ON e.page_id = p.id AND e.language = 'en'
  WHERE p.path = ?1`;

/**
 * The landing pages the sitemap lists: public now (VISIBLE) and not marked `noindex`, with their
 * last publish as `lastmod`, in address order.
 */
export async function listedLandingPages(db: Db): Promise<{ path: string; lastmod: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT p.path, coalesce(p.published_at, '') AS lastmod FROM pages p
       JOIN page_i18n z ON z.page_id = p.id AND z.language = 'zh'
       WHERE p.path LIKE '${LANDING_PREFIX}%' AND p.published_noindex = 0 AND ${VISIBLE} ORDER BY p.path`,
    )
    .all<{ path: string; lastmod: string }>();
  return results;
}

/**
 * The published copy of the page at `path` in `lang` (figures and brand from the site settings,
 * related cases from the cases page), or null when there is no such page.
 */
export async function getPublishedPage(db: Db, path: string, lang: Lang): Promise<LocalPage | null> {
  const site = getSiteSettings(db, lang);
  const row = await db.prepare(PAGE_SQL).bind(path).first<PageRow>();
  if (!row?.visible) return null;
  return pageOfCopy(
    db,
    {
      path: row.path,
      title: { zh: row.zh_title, en: row.en_title },
      description: { zh: row.zh_description, en: row.en_description },
      blocks: parseJson<Block[]>(row.published_blocks, []),
      contact: row.published_contact,
      noindex: row.published_noindex === 1,
      sharePicture: row.published_share_picture,
      product: row.published_contact_product,
    },
    lang,
    site,
  );
}

/** One copy of a page, both languages: the published one, or the one a preview link shows (worker/preview/). */
export interface PageCopy {
  path: string;
  title: { zh: string; en: string };
  description: { zh: string; en: string };
  blocks: Block[];
  contact: string;
  /** A landing page's own head (CONTRACT "Landing pages"): kept out of search engines, its share picture. */
  noindex?: boolean;
  sharePicture?: string | null;
  /** The product the contact form chooses (a landing page's), when set. */
  product?: string | null;
}

/** The page as visitors get it in `lang` from `copy`: figures and brand from the site settings, related cases from the published cases page. */
export async function pageOfCopy(db: Db, copy: PageCopy, lang: Lang, settings = getSiteSettings(db, lang)): Promise<LocalPage> {
  const site = await settings;
  const { blocks, path } = copy;
  let casesBlocks: Block[] | undefined;
  if (casesNamed(blocks).length > 0) {
    const cases = path === CASES_PATH ? null : await db.prepare(PAGE_SQL).bind(CASES_PATH).first<PageRow>();
    casesBlocks = path === CASES_PATH ? blocks : cases ? parseJson<Block[]>(cases.published_blocks, []) : [];
  }
  const vars = site ? pageVars(site) : {};
  const page = localPage({ path, title: copy.title, description: copy.description, blocks }, lang, vars, casesBlocks);
  // The contact block: said only where the page overrides its route's default (common/route-table.ts showsContact).
  if (copy.contact === "on" || copy.contact === "off") page.contact = copy.contact === "on";
  // The head's own robots and share picture, said only when set.
  if (copy.noindex) page.noindex = true;
  if (copy.sharePicture) page.sharePicture = copy.sharePicture;
  if (copy.product) page.product = copy.product;
  await addVariants(db, page);
  return page;
}

/** A picture in a block (common/page-blocks.ts imageSchema, one language): its path and box. */
interface BlockPicture {
  src: string;
  width: number;
  height: number;
  variants?: MediaRef["variants"];
}

function isPicture(v: unknown): v is BlockPicture {
  if (v === null || typeof v !== "object") return false;
  const p = v as Record<string, unknown>;
  return typeof p.src === "string" && typeof p.width === "number" && typeof p.height === "number";
}

/** Every picture object in the page's blocks and cases. */
function picturesIn(value: unknown, out: BlockPicture[] = []): BlockPicture[] {
  if (isPicture(value)) out.push(value);
  else if (Array.isArray(value)) for (const v of value) picturesIn(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) picturesIn(v, out);
  return out;
}

/**
 * Gives each uploaded picture of the page its responsive variants (decision 0041) and the file's own
 * size, so the page's <img> has a srcset and a phone loads the 480 px copy, not the original.
 */
async function addVariants(db: Db, page: LocalPage): Promise<void> {
  const pictures = picturesIn([page.blocks, page.cases]).filter((p) => p.src.startsWith("/files/"));
  if (!pictures.length) return;
  const refs = await mediaRefsOf(
    db,
    pictures.map((p) => p.src),
  );
  for (const p of pictures) {
    const ref = refs.get(p.src);
    if (!ref?.variants) continue;
    p.variants = ref.variants;
    if (ref.width && ref.height) {
      p.width = ref.width;
      p.height = ref.height;
    }
  }
}
