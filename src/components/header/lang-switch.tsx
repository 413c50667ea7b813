import { useSyncExternalStore, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { pageLocation } from "../../../common/page-address";
import { useI18n, useMessages } from "../../i18n/i18n-context";
import { HTML_LANG, LANGS, type Lang } from "../../i18n/lang";
import { headerMessages } from "./header-messages";

/** `location` (path and query) with `?lang=` set to `lang`, its other parameters kept. */
export function withLang(location: string, lang: Lang): string {
  const url = new URL(location, "http://x");
  url.searchParams.set("lang", lang);
  return url.pathname + url.search;
}

const noSubscription = () => () => {};
/** False in the server's render and while hydrating it, true from the first render after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * 中文 / EN: each a link to this page in that language (`?lang=`, CONTRACT "Browser storage and URLs"),
 * so a click before the app has started is followed by the browser, nothing held (boot remembers the
 * choice on the page it opens, src/i18n/start-lang.ts). Once the app runs, a plain click switches in
 * the app (`setLang`: storage and cookie, no page load; an address with `?lang=` gets the new one); a click with a
 * modifier or the middle button opens the other language in another tab, as any link.
 *
 * The served page links to its own address as the server rendered it (the path and the parameters a
 * page reads, common/page-address.ts `pageLocation`): the render is kept per that address, the hash
 * never reaches the server, and the prerendered page knows its path only. Hydration renders the same,
 * then the links take the browser's whole address (utm_* and the hash too).
 */
export function LangSwitch() {
  const { lang, setLang } = useI18n();
  const m = useMessages(headerMessages);
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const at = hydrated ? pathname + search : pageLocation(pathname, new URLSearchParams(search));
  const onClick = (e: MouseEvent<HTMLAnchorElement>, l: Lang) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // another tab or window: the browser's
    e.preventDefault();
    setLang(l);
    // An address that names a language (`?lang=`) names the one now shown, so a reload or a copied link
    // opens it; replaced in place: the same page, no navigation, no visit.
    const { pathname: path, search: query, hash: anchor } = window.location;
    if (new URLSearchParams(query).has("lang")) window.history.replaceState(window.history.state, "", withLang(path + query, l) + anchor);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two links, not a form <fieldset> with a legend
    <div className="lang-switch" role="group" aria-label={m.language}>
      {LANGS.map((l) => (
        <a
          key={l}
          href={withLang(at, l) + (hydrated ? hash : "")}
          className="lang-switch__link"
          aria-current={lang === l ? "true" : undefined}
          lang={HTML_LANG[l]}
          hrefLang={HTML_LANG[l]}
          title={l === "zh" ? m.zhFull : m.enFull}
          onClick={(e) => onClick(e, l)}
        >
          {l === "zh" ? m.zh : m.en}
        </a>
      ))}
    </div>
  );
}
