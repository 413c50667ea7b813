/**
 * What the Worker asks of the app's server entry (src/entry-server.tsx), which it imports lazily
 * as `#app-render` (package.json "imports") to render data pages with their data (docs/decisions/0028).
 * Declared here, where both sides' type checks see it: the entry exports a value of this type.
 */
import type { Lang } from "./languages";
import type { PageKey } from "./route-table";

export interface AppRenderer {
  /** Load a page's module, its copy and the frame's parts, so rendering is synchronous. */
  preparePage(key: PageKey | "notFound", lang: Lang): Promise<void>;
  /** Render the app at `location` (path and query) with the API answers known so far, by key. */
  renderApp(location: string, lang: Lang, answers?: Record<string, unknown>): { html: string; wanted: Set<string> };
  /** What of the answers the page must carry for the browser's first render to equal the server's. */
  browserAnswers(answers: Record<string, unknown>, lang: Lang): Record<string, unknown>;
}
