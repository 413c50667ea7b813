import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadChunk, reloadOnceForStaleChunk, toChunkLoadError } from "../../app/chunk-load";

type Module<P> = { default: ComponentType<P> };

/** A layout part in its own chunk: a React.lazy component that can also be loaded ahead. */
export interface LazyPart<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<void>;
}

/**
 * A part of the frame (contact block, footer) kept out of the first-load JavaScript. On the first
 * load React meets it inside its Suspense boundary and leaves the server HTML in place (dehydrated)
 * until the chunk arrives, then hydrates it: no mismatch, and the prerender preloads it, so the
 * server HTML is the full part. Once loaded, it renders synchronously (a thenable that resolves
 * at once), so later renders never fall back. A chunk that cannot load renders nothing rather than
 * taking the page down; a chunk deleted by a new deploy triggers the guarded reload.
 */
export function lazyPart<P>(load: () => Promise<Module<P>>, request: string): LazyPart<P> {
  let mod: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const fetchOnce = () =>
    (pending ??= loadChunk(load, request).then(
      (m) => {
        mod = m;
        return m;
      },
      (err: unknown) => {
        const error = toChunkLoadError(err, request);
        if (!reloadOnceForStaleChunk(error)) console.warn(error);
        return { default: () => null } as Module<P>;
      },
    ));
  // React.lazy accepts any thenable and reads a result delivered synchronously: a preloaded part
  // (the prerender, or a part first shown after the idle preload) renders at once instead of suspending.
  const now = (m: Module<P>) =>
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point (see above)
    ({ then: (resolve: (value: Module<P>) => void) => resolve(m) }) as unknown as Promise<Module<P>>;
  const Component = lazy<ComponentType<P>>(() => (mod ? now(mod) : fetchOnce()));
  return { Component, preload: () => fetchOnce().then(() => undefined) };
}
