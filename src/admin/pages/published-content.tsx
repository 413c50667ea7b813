/**
 * What the page editor takes from the published site, read once per editor in both languages: the
 * settings' company figures (filled into the preview's texts, and the names of the figures a proof
 * block picks: their labels) and the cases of /cases (shown by the preview's proof blocks, and the
 * names of the cases a proof block picks: their titles). A figure or case renamed in the settings or on
 * /cases shows its new name here once published; one the site does not have shows as its key.
 */
import { createContext, useContext, useEffect, useState } from "react";
import { type LocalPage, type PageVars, pageVars } from "../../../common/page-text";
import type { SiteSettings } from "../../../worker/schemas/responses";
import type { EnumNames } from "./page-messages";

type Lang = "zh" | "en";

/** The names of the codes of a list (page-messages `EnumNames`) as the content has them, by code. */
export type ContentNames = Partial<Record<EnumNames, Record<string, string>>>;

export interface Published {
  vars: Record<Lang, PageVars>;
  cases: Record<Lang, LocalPage["cases"]>;
  names: Record<Lang, ContentNames>;
}

/** A public read's data (the envelope's `data`), or null when it fails. */
async function publicRead<T>(path: string): Promise<T | null> {
  try {
    const res = await fetch(path, { headers: { Accept: "application/json" } });
    return res.ok ? ((await res.json()) as { data: T }).data : null;
  } catch {
    return null;
  }
}

/** The published settings' figures and the published cases, per language (null until both are read). */
export function usePublished(): Published | null {
  const [published, setPublished] = useState<Published | null>(null);
  useEffect(() => {
    let live = true;
    const one = async (lang: Lang) => {
      const [site, cases] = await Promise.all([
        publicRead<SiteSettings>(`/api/site?language=${lang}`),
        publicRead<LocalPage>(`/api/pages?path=%2Fcases&language=${lang}`),
      ]);
      const byAnchor: LocalPage["cases"] = {};
      for (const b of cases?.blocks ?? []) if (b.type === "cases") for (const c of b.items) byAnchor[c.anchor] = c;
      const names: ContentNames = {
        fact: Object.fromEntries((site?.facts ?? []).flatMap((f) => (f.key && f.label ? [[f.key, f.label]] : []))),
        case: Object.fromEntries(Object.values(byAnchor).flatMap((c) => (c?.title ? [[c.anchor, c.title]] : []))),
      };
      return { vars: site ? pageVars(site) : {}, cases: byAnchor, names };
    };
    void Promise.all([one("zh"), one("en")]).then(([zh, en]) => {
      if (live) setPublished({ vars: { zh: zh.vars, en: en.vars }, cases: { zh: zh.cases, en: en.cases }, names: { zh: zh.names, en: en.names } });
    });
    return () => {
      live = false;
    };
  }, []);
  return published;
}

const NamesContext = createContext<Record<Lang, ContentNames> | null>(null);

/** Gives the form inputs below it the content's names (the page editor's form). */
export const ContentNamesProvider = NamesContext.Provider;

/** The content's names in `lang`; none outside the page editor (a list without names shows its codes). */
export function useContentNames(lang: Lang): ContentNames {
  return useContext(NamesContext)?.[lang] ?? {};
}
