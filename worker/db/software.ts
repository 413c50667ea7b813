/** software + software_i18n: installers and manuals on the download page. */
import type { Db } from "./db.ts";
import { live } from "./schedule.ts";
import { fileUrl, publicFileName } from "../lib/file-name.ts";
import type { Lang } from "../schemas/common.ts";
import type { SoftwareKind } from "../schemas/reads.ts";
import type { SoftwareDetail, SoftwareItem, SoftwareRequirements } from "../schemas/responses.ts";

interface SoftwareRow {
  id: number;
  kind: SoftwareKind;
  version: string;
  size: number;
  r2_key: string;
  updated_at: string;
  name: string;
  summary: string;
  requirements_os: string;
  requirements_cpu: string;
  requirements_memory: string;
  requirements_disk: string;
  requirements_graphics: string;
}

const COLUMNS = `s.id, s.kind, s.version, s.size, s.r2_key, s.updated_at, i.name, i.summary,
  i.requirements_os, i.requirements_cpu, i.requirements_memory, i.requirements_disk, i.requirements_graphics`;

/** The stated system requirements, or undefined when none is. */
function requirementsOf(r: SoftwareRow): SoftwareRequirements | undefined {
  const all = { os: r.requirements_os, cpu: r.requirements_cpu, memory: r.requirements_memory, disk: r.requirements_disk, graphics: r.requirements_graphics };
  const stated = Object.entries(all).filter(([, v]) => v?.trim());
  return stated.length ? (Object.fromEntries(stated) as SoftwareRequirements) : undefined;
}
const FROM = `FROM software s JOIN software_i18n i ON i.software_id = s.id AND i.language = ?1 WHERE s.published = 1 AND ${live("s")}`;

function toItem(r: SoftwareRow): SoftwareItem {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    version: r.version,
    size: r.size,
    fileUrl: fileUrl(r.r2_key),
    fileName: publicFileName(r.r2_key),
    updatedAt: r.updated_at,
    summary: r.summary,
    ...withRequirements(r),
  };
}

const withRequirements = (r: SoftwareRow): { requirements?: SoftwareRequirements } => {
  const requirements = requirementsOf(r);
  return requirements ? { requirements } : {};
};

/** Published entries, software before manuals, each in display order. */
export async function listSoftware(db: Db, lang: Lang, kind?: SoftwareKind): Promise<SoftwareItem[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} ${FROM} AND (?2 IS NULL OR s.kind = ?2) ORDER BY s.kind DESC, s.sort_order, s.id`)
    .bind(lang, kind ?? null)
    .all<SoftwareRow>();
  return results.map(toItem);
}

/** One entry with its description, or null. */
export async function getSoftware(db: Db, lang: Lang, id: number): Promise<SoftwareDetail | null> {
  const row = await db.prepare(`SELECT ${COLUMNS}, i.description ${FROM} AND s.id = ?2`).bind(lang, id).first<SoftwareRow & { description: string }>();
  return row ? { ...toItem(row), description: row.description } : null;
}
