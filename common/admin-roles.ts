/**
 * Who may use which admin route (CONTRACT "Roles"): the one table the Worker enforces
 * (worker/middleware/admin-role.ts) and the admin app reads to show only what the signed-in role may use.
 * admin may use everything; marketing and sales only what a row below names (default deny).
 */

export const ROLES = ["admin", "marketing", "sales"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export interface RoleRoute {
  /** An HTTP method, or "*" for any. HEAD counts as GET. */
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "*";
  /** Path under /api/admin: `:name` is one segment, a final `*` any rest (none included). */
  path: string;
  roles: readonly Exclude<Role, "admin">[];
}

const CONTENT = ["news", "banners", "software", "videos", "update-logs", "pages"] as const;

export const ROLE_ROUTES: readonly RoleRoute[] = [
  { method: "GET", path: "/me", roles: ["marketing", "sales"] },
  // Content, pages, uploads and site settings: marketing's work (their revisions too: the list, one,
  // its diff against the current version, a restore; and review before publish: …/:id/pending,
  // …/:id/publish, …/:id/preview-links). Sales none of it.
  ...CONTENT.map((r): RoleRoute => ({ method: "*", path: `/${r}/*`, roles: ["marketing"] })),
  { method: "*", path: "/uploads/*", roles: ["marketing"] },
  // The media library: the list with where each file is used, and deleting an unused one.
  { method: "GET", path: "/media", roles: ["marketing"] },
  { method: "DELETE", path: "/media/:key", roles: ["marketing"] },
  { method: "*", path: "/site-settings/*", roles: ["marketing"] },
  // Counts and the funnel (no lead's personal data in them).
  { method: "GET", path: "/dashboard", roles: ["marketing"] },
  { method: "GET", path: "/stats/*", roles: ["marketing"] },
  // The lead inbox: sales reads (the list, the CSV, a lead and whatever is read under it), sets status,
  // notes and assignee, redelivers; never erases.
  { method: "GET", path: "/consultations/*", roles: ["sales"] },
  { method: "PATCH", path: "/consultations/:id", roles: ["sales"] },
  { method: "POST", path: "/consultations/:id/redeliver", roles: ["sales"] },
];

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  const rest = want.at(-1) === "*";
  if (rest) want.pop();
  if (rest ? have.length < want.length : have.length !== want.length) return false;
  return want.every((seg, i) => (seg.startsWith(":") ? have[i] !== "" : seg === have[i]));
}

/** Whether `role` may use `method path` (path under /api/admin, e.g. "/consultations/12"). */
export function roleMay(role: Role, method: string, path: string): boolean {
  if (role === "admin") return true;
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return ROLE_ROUTES.some((r) => r.roles.includes(role) && (r.method === "*" || r.method === m) && pathMatches(r.path, path));
}

/** One `who:role` entry of ADMIN_ROLES: an e-mail, or `group:NAME` for an Access group. */
export interface RoleGrant {
  kind: "email" | "group";
  /** Lower case. */
  name: string;
  role: Role;
}

/**
 * ADMIN_ROLES: comma-separated `who:role` pairs, e.g. `ops@corp.example:admin,group:marketing:marketing`.
 * The role is what follows the last colon; entries without a known role are left out (and returned in
 * `bad`, for one log line).
 */
export function parseAdminRoles(setting: string | undefined): { grants: RoleGrant[]; bad: string[] } {
  const grants: RoleGrant[] = [];
  const bad: string[] = [];
  for (const raw of (setting ?? "").split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const cut = entry.lastIndexOf(":");
    const who = entry.slice(0, cut).trim().toLowerCase();
    const role = entry
      .slice(cut + 1)
      .trim()
      .toLowerCase();
    if (cut <= 0 || !who || !isRole(role)) {
      bad.push(entry);
      continue;
    }
    if (who.startsWith("group:")) {
      const name = who.slice("group:".length).trim();
      if (name) grants.push({ kind: "group", name, role });
      else bad.push(entry);
    } else grants.push({ kind: "email", name: who, role });
  }
  return { grants, bad };
}

/**
 * The role of a signed-in e-mail and its groups: the e-mail's own entry wins, else the first group
 * entry (in the order written) the person belongs to; null when none applies.
 */
export function roleOf(grants: readonly RoleGrant[], email: string, groups: readonly string[]): Role | null {
  const mail = email.trim().toLowerCase();
  const own = grants.find((g) => g.kind === "email" && g.name === mail);
  if (own) return own.role;
  const mine = new Set(groups.map((g) => g.trim().toLowerCase()));
  return grants.find((g) => g.kind === "group" && mine.has(g.name))?.role ?? null;
}

/** Whether any entry names a group (only then are the person's groups looked up). */
export function namesGroups(grants: readonly RoleGrant[]): boolean {
  return grants.some((g) => g.kind === "group");
}
