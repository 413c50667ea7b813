import { ChunkLoader } from "../components/chunk-loader/chunk-loader";
import { PAGE_LOADERS } from "./page-content";
import type { PageProps } from "./page-props";

/** A page's module, loaded on demand with the chunk loader (pending, failed + retry, stale-chunk reload). */
export function LazyPage({ routeKey }: PageProps) {
  // Keyed so switching pages never renders the previous page's component with the next page's props.
  return <ChunkLoader key={routeKey} load={PAGE_LOADERS[routeKey]} request={`page:${routeKey}`} props={{ routeKey }} />;
}
