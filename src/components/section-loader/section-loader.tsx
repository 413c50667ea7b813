import { useCallback, useEffect, useState, type ComponentType } from "react";
import { ChunkLoadError, loadChunk, reloadOnceForStaleChunk } from "../../app/chunk-load";
import { useI18n } from "../../i18n/i18n-context";
import { StatusLabel } from "../status/status-label";
import "./section-loader.css";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// Loaded components by loader, so a revisit (or a server render after `preloadSection`) is synchronous.
const loaded = new WeakMap<Loader<never>, ComponentType<never>>();

/** Load a section ahead of rendering (server prerender, or warming on hover). */
export async function preloadSection<P>(load: Loader<P>, request: string): Promise<void> {
  const mod = await loadChunk(load, request);
  loaded.set(load as Loader<never>, mod.default as ComponentType<never>);
}

type State<P> = { status: "pending" } | { status: "loaded"; Component: ComponentType<P> } | { status: "failed"; error: ChunkLoadError };

interface SectionLoaderProps<P> {
  load: Loader<P>;
  /** Names the section in errors when the browser's message has no address. */
  request: string;
  props: P;
}

/**
 * Renders a lazily loaded section: pending → loaded, or failed (load error or 120 s time-out)
 * with a retry button. A chunk deleted by a new deploy triggers one guarded page reload.
 */
export function SectionLoader<P extends object>({ load, request, props }: SectionLoaderProps<P>) {
  const initial = (): State<P> => {
    const Component = loaded.get(load as Loader<never>) as ComponentType<P> | undefined;
    return Component ? { status: "loaded", Component } : { status: "pending" };
  };
  const [state, setState] = useState<State<P>>(initial);
  const [attempt, setAttempt] = useState(0);
  const { t } = useI18n();

  useEffect(() => {
    const cached = loaded.get(load as Loader<never>) as ComponentType<P> | undefined;
    if (cached) {
      setState({ status: "loaded", Component: cached });
      return;
    }
    let live = true;
    setState({ status: "pending" });
    loadChunk(load, request).then(
      (mod) => {
        loaded.set(load as Loader<never>, mod.default as ComponentType<never>);
        if (live) setState({ status: "loaded", Component: mod.default });
      },
      (err: unknown) => {
        const error = err instanceof ChunkLoadError ? err : new ChunkLoadError("error", request, String(err));
        if (reloadOnceForStaleChunk(error)) return; // the page is reloading; stay pending
        console.warn(error);
        if (live) setState({ status: "failed", error });
      },
    );
    return () => {
      live = false;
    };
  }, [load, request, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === "loaded") return <state.Component {...props} />;
  if (state.status === "pending") {
    return (
      <div className="section-loader section-loader--pending">
        <StatusLabel kind="loading" />
      </div>
    );
  }
  const reason = state.error.type === "timeout" ? "section.timeout" : state.error.type === "missing" ? "section.missing" : "section.failed";
  return (
    <div className="section-loader section-loader--failed" role="alert" data-chunk-error={state.error.type}>
      <svg className="section-loader__icon" viewBox="0 0 48 48" aria-hidden="true">
        <path d="M24 6 44 40H4Z" />
        <path d="M24 19v10M24 34v1" />
      </svg>
      <p className="section-loader__text">{t(reason)}</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        {t("section.retry")}
      </button>
    </div>
  );
}
