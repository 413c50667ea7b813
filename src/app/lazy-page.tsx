import { ChunkLoader } from "../components/chunk-loader/chunk-loader";
import { useI18n } from "../i18n/i18n-context";
import { pageLoader } from "./page-content";
import type { PageProps } from "./page-props";

/** A page and its copy in the current language, loaded on demand with the chunk loader (pending, failed + retry, stale-chunk reload). */
export function LazyPage({ routeKey }: PageProps) {
  const { lang } = useI18n();
  // Keyed so switching pages never renders the previous page's component with the next page's props.
  return <ChunkLoader key={routeKey} load={pageLoader(routeKey, lang)} request={`page:${routeKey}`} props={{ routeKey }} />;
}
