import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { ChunkLoadError, loadChunk, reloadOnceForStaleChunk } from "../../app/chunk-load";
import { useI18n } from "../../i18n/i18n-context";
import { StatusLabel } from "../status/status-label";
import "./chunk-loader.css";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// Loaded components by loader, so a revisit (or a server render after `preloadChunk`) is synchronous.
const loaded = new WeakMap<Loader<never>, ComponentType<never>>();

/** Load a chunk ahead of rendering (server prerender, or warming on hover). */
export async function preloadChunk<P>(load: Loader<P>, request: string): Promise<void> {
  const mod = await loadChunk(load, request);
  loaded.set(load as Loader<never>, mod.default as ComponentType<never>);
}

type State<P> = { status: "pending" } | { status: "loaded"; Component: ComponentType<P> } | { status: "failed"; error: ChunkLoadError };

interface ChunkLoaderProps<P> {
  load: Loader<P>;
  /** Names the chunk in errors when the browser's message has no address. */
  request: string;
  props: P;
}

/**
 * Renders a lazily loaded chunk (a page): pending → loaded, or failed (load error or 120 s time-out)
 * with a retry button. A chunk deleted by a new deploy triggers one guarded page reload.
 */
export function ChunkLoader<P extends object>({ load, request, props }: ChunkLoaderProps<P>) {
  const initial = (): State<P> => {
    const Component = loaded.get(load as Loader<never>) as ComponentType<P> | undefined;
    return Component ? { status: "loaded", Component } : { status: "pending" };
  };
  const [state, setState] = useState<State<P>>(initial);
  const [attempt, setAttempt] = useState(0);
  const { t } = useI18n();

  useEffect(() => {
    // A retry runs the loader again even when the module itself is cached: what failed may be a
    // chunk the part reads while rendering (see LoadFailureBoundary).
    const cached = attempt === 0 ? (loaded.get(load as Loader<never>) as ComponentType<P> | undefined) : undefined;
    if (cached) {
      setState({ status: "loaded", Component: cached });
      return;
    }
    let live = true;
    // A part on screen stays there while the loader for its other language runs (its copy is
    // usually loaded already: the page suspended on it during the language switch).
    setState((s) => (s.status === "loaded" ? s : { status: "pending" }));
    loadChunk(load, request).then(
      (mod) => {
        loaded.set(load as Loader<never>, mod.default as ComponentType<never>);
        if (live) setState((s) => (s.status === "loaded" && s.Component === mod.default ? s : { status: "loaded", Component: mod.default }));
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
  const fail = useCallback((error: ChunkLoadError) => {
    if (reloadOnceForStaleChunk(error)) return;
    console.warn(error);
    setState({ status: "failed", error });
  }, []);

  if (state.status === "loaded") {
    return (
      <LoadFailureBoundary onFailure={fail}>
        <state.Component {...props} />
      </LoadFailureBoundary>
    );
  }
  if (state.status === "pending") {
    return (
      <div className="chunk-loader chunk-loader--pending">
        <StatusLabel kind="loading" />
      </div>
    );
  }
  const reason = state.error.type === "timeout" ? "chunk.timeout" : state.error.type === "missing" ? "chunk.missing" : "chunk.failed";
  return (
    <div className="chunk-loader chunk-loader--failed" role="alert" data-chunk-error={state.error.type}>
      <svg className="chunk-loader__icon" viewBox="0 0 48 48" aria-hidden="true">
        <path d="M24 6 44 40H4Z" />
        <path d="M24 19v10M24 34v1" />
      </svg>
      <p className="chunk-loader__text">{t(reason)}</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        {t("chunk.retry")}
      </button>
    </div>
  );
}

/**
 * A chunk the loaded part reads while rendering (its copy in another language, after a switch in
 * place) can fail too: show that as the part's own failure, with its retry. Other errors go on
 * to the route's error boundary.
 */
class LoadFailureBoundary extends Component<{ children: ReactNode; onFailure: (error: ChunkLoadError) => void }, { error: unknown }> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.onFailure(error);
  }
  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return null; // replaced by the part's failed state at once
    throw error;
  }
}
