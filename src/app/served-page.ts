import type { Lang } from "../i18n/lang";

/**
 * A page as the server sent it, for the page runtime's parts (src/boot.ts runs them; each is one
 * module, as the lead notification channels are): what a part needs to know about the page.
 */
export interface ServedPage {
  root: HTMLElement;
  /** The language it is shown in (the app's start language: `?lang=`, the stored choice, the server's). */
  lang: Lang;
  /** Framed by the page editor with `?preview=`: the admin's live preview, never a visit. */
  preview: boolean;
  /** The server's markup is there (not the dev server's empty shell) and it is not a preview: a visit. */
  prerendered: boolean;
  /** The app's and the page's chunks (`#root`'s `data-preload`, written by the prerender). */
  chunks: string[];
}

/** One part of the page runtime: it runs once, when the schedule in src/boot.ts says (a part in a chunk of its own returns its promise). */
export type PagePart = (page: ServedPage) => void | Promise<void>;
