import { useI18n, useMessages } from "../../i18n/i18n-context";
import { headerMessages } from "./header-messages";

/**
 * The site search field (header, search page): a plain GET form to /search, so it works before the app starts and adds no
 * script; the Worker answers with the results page rendered with its data. The page's language
 * goes along, so results come in the language the visitor reads.
 */
export function SearchForm({ className, value, compact = false }: { className?: string; value?: string; compact?: boolean }) {
  const { lang } = useI18n();
  const m = useMessages(headerMessages);
  return (
    <search>
      <form className={`search-form${className ? ` ${className}` : ""}`} action="/search" method="get">
        <input type="hidden" name="lang" value={lang} />
        <input
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={value}
          maxLength={100}
          placeholder={m.searchPlaceholder}
          aria-label={m.searchField}
        />
        <button className="search-form__btn" type="submit" aria-label={m.search}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
          {!compact && <span className="search-form__label">{m.search}</span>}
        </button>
      </form>
    </search>
  );
}
