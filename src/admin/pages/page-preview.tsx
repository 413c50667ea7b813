/**
 * The live preview: the public page itself, framed at a desktop width (1440 px) or a phone width
 * (390 px), one at a time, as large as the column allows; "Full size" shows the chosen frame at 100 %
 * in a dialog over the screen (Escape closes it). The page is opened with `?preview=1` so it loads its preview listener and renders
 * the draft posted here with the real block renderers, in the real header and footer. Chinese or
 * English by choice. The draft is put in each language here, as the page's read would answer it
 * (`localPage`, with the published settings' figures and the published cases its proof blocks name),
 * so the public page needs no code for it. Messages go to and come from this origin only
 * (src/app/page-preview/protocol.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PageItem } from "../../../common/page-blocks";
import { type LocalPage, localPage } from "../../../common/page-text";
import type { PreviewDraft, PreviewReady } from "../../app/page-preview/protocol";
import { useI18n } from "../i18n/admin-i18n";
import { pageT } from "./page-messages";
import { useModal } from "../components/use-modal";
import type { Published } from "./published-content";

type Lang = "zh" | "en";
type Draft = Pick<PageItem, "path" | "title" | "description" | "blocks">;
type Localised = PreviewDraft["pages"];

/** The draft as the page's read would answer it: the published settings' figures and cases filled in (published-content.tsx). */
function localise(page: Draft, lang: Lang, ctx: Published): LocalPage {
  const local = localPage(page, lang, ctx.vars[lang]);
  for (const b of page.blocks) if (b.type === "proof" && ctx.cases[lang][b.case]) local.cases[b.case] = ctx.cases[lang][b.case];
  return local;
}

const FRAMES = [
  { key: "desktop", width: 1440, height: 900, label: "previewDesktop" },
  { key: "phone", width: 390, height: 844, label: "previewPhone" },
] as const;

/** A frame's scale to fit the width it is given. */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(([entry]) => {
      const w = entry?.contentRect.width ?? 0;
      if (w > 0) setScale(Math.min(1, w / width));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [width]);
  return { box, scale };
}

function Frame({
  src,
  path,
  width,
  height,
  title,
  pages,
  actualSize = false,
}: {
  src: string;
  path: string;
  width: number;
  height: number;
  title: string;
  pages: Localised | null;
  /** At 100 % (the full-size dialog) instead of scaled to the width it is given. */
  actualSize?: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef(pages);
  latest.current = pages;
  const fit = useFitScale(width);
  const box = fit.box;
  const scale = actualSize ? 1 : fit.scale;

  const post = useCallback(() => {
    const win = frame.current?.contentWindow;
    if (win && ready.current && latest.current)
      win.postMessage({ type: "page-preview:draft", path, pages: latest.current } satisfies PreviewDraft, window.location.origin);
  }, [path]);

  // The page says when its listener is ready (after each load); it gets the draft then.
  useEffect(() => {
    const onMessage = (e: MessageEvent<PreviewReady>) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      if (e.data?.type !== "page-preview:ready") return;
      ready.current = true;
      post();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [post]);
  // A changed draft is posted once typing pauses.
  useEffect(() => {
    const timer = setTimeout(post, 150);
    return () => clearTimeout(timer);
  }, [post, pages]);
  useEffect(() => {
    ready.current = false;
  }, [src]);

  return (
    <div className="page-preview__box" ref={box} style={actualSize ? { width, height } : { height: Math.round(height * scale) }}>
      <iframe ref={frame} className="page-preview__frame" src={src} title={title} width={width} height={height} style={{ transform: `scale(${scale})` }} />
    </div>
  );
}

/** The chosen frame at 100 %, in a modal dialog over the screen; Escape or "Close" closes it. */
function FullSize({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: React.ReactNode }) {
  const { lang } = useI18n();
  const t = pageT(lang);
  const ref = useModal(open);
  return (
    <dialog
      ref={ref}
      className="dialog preview-full"
      aria-labelledby="preview-full-h"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className="preview-full__head">
        <h2 id="preview-full-h" className="dialog__title">
          {title}
        </h2>
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          {t("previewClose")}
        </button>
      </div>
      {open && <div className="preview-full__body">{children}</div>}
    </dialog>
  );
}

export function PagePreview({ path, page, published: ctx }: { path: string; page: Draft; published: Published | null }) {
  const { lang: adminLang } = useI18n();
  const t = pageT(adminLang);
  const [lang, setLang] = useState<Lang>(adminLang);
  const [device, setDevice] = useState<(typeof FRAMES)[number]["key"]>("desktop");
  const [full, setFull] = useState(false);
  const fullButton = useRef<HTMLButtonElement>(null);
  const frame = FRAMES.find((f) => f.key === device) ?? FRAMES[0];
  const src = `${path}?preview=1&lang=${lang}`;
  const { title, description, blocks } = page;
  // Both languages, made again when the draft changes (the frames post it once typing pauses).
  const pages = useMemo(
    () => (ctx ? { zh: localise({ path, title, description, blocks }, "zh", ctx), en: localise({ path, title, description, blocks }, "en", ctx) } : null),
    [ctx, path, title, description, blocks],
  );
  const langName = t(lang === "zh" ? "langZh" : "langEn");
  const closeFull = () => {
    setFull(false);
    requestAnimationFrame(() => fullButton.current?.focus());
  };
  return (
    <section className="page-preview" aria-labelledby="page-preview-h">
      <div className="page-preview__head">
        <h2 id="page-preview-h" className="page-preview__title">
          {t("preview")}
        </h2>
        <fieldset className="segmented" aria-label={t("previewLang")}>
          {(["zh", "en"] as const).map((l) => (
            <button key={l} type="button" aria-pressed={lang === l} onClick={() => setLang(l)}>
              {t(l === "zh" ? "langZh" : "langEn")}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="field__hint">{t("previewNote")}</p>
      <div className="page-preview__controls">
        <fieldset className="segmented" aria-label={t("previewDevice")}>
          {FRAMES.map((f) => (
            <button key={f.key} type="button" aria-pressed={device === f.key} onClick={() => setDevice(f.key)}>
              {t(f.label)}
            </button>
          ))}
        </fieldset>
        <button ref={fullButton} type="button" className="btn btn--ghost btn--small" aria-haspopup="dialog" onClick={() => setFull(true)}>
          {t("previewFull")}
        </button>
      </div>
      <figure className={`page-preview__figure page-preview__figure--${frame.key}`}>
        <Frame
          key={`${src} ${frame.key}`}
          src={src}
          path={path}
          width={frame.width}
          height={frame.height}
          title={t("previewFrame", { width: frame.width, lang: langName })}
          pages={pages}
        />
      </figure>
      <FullSize open={full} title={t("previewFullTitle", { device: t(frame.label) })} onClose={closeFull}>
        <Frame
          key={`${src} ${frame.key} full`}
          src={src}
          path={path}
          width={frame.width}
          height={frame.height}
          title={t("previewFrameFull", { width: frame.width, lang: langName })}
          pages={pages}
          actualSize
        />
      </FullSize>
    </section>
  );
}
