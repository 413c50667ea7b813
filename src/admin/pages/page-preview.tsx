/**
 * The live preview: the public page itself, framed at a desktop width (1440 px) and a phone width
 * (390 px) and scaled to fit, opened with `?preview=1` so it loads its preview listener and renders
 * the draft posted here with the real block renderers, in the real header and footer. Chinese or
 * English by choice. Messages go to and come from this origin only (src/app/page-preview/protocol.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PreviewDraft, PreviewReady } from "../../app/page-preview/protocol";
import { useI18n } from "../i18n/admin-i18n";
import { pageT } from "./page-labels";

type Lang = "zh" | "en";

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

function Frame({ src, width, height, title, page }: { src: string; width: number; height: number; title: string; page: PreviewDraft["page"] }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef(page);
  latest.current = page;
  const { box, scale } = useFitScale(width);

  const post = useCallback(() => {
    const win = frame.current?.contentWindow;
    if (win && ready.current) win.postMessage({ type: "page-preview:draft", page: latest.current } satisfies PreviewDraft, window.location.origin);
  }, []);

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
  }, [post, page.title, page.description, page.blocks]);
  useEffect(() => {
    ready.current = false;
  }, [src]);

  return (
    <div className="page-preview__box" ref={box} style={{ height: Math.round(height * scale) }}>
      <iframe
        ref={frame}
        className="page-preview__frame"
        src={src}
        title={title}
        width={width}
        height={height}
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}

export function PagePreview({ path, page }: { path: string; page: PreviewDraft["page"] }) {
  const { lang: adminLang } = useI18n();
  const t = pageT(adminLang);
  const [lang, setLang] = useState<Lang>(adminLang);
  const src = `${path}?preview=1&lang=${lang}`;
  return (
    <section className="page-preview" aria-labelledby="page-preview-h">
      <div className="page-preview__head">
        <h2 id="page-preview-h" className="page-preview__title">{t("preview")}</h2>
        <fieldset className="segmented" aria-label={t("previewLang")}>
          {(["zh", "en"] as const).map((l) => (
            <button key={l} type="button" aria-pressed={lang === l} onClick={() => setLang(l)}>{t(l === "zh" ? "langZh" : "langEn")}</button>
          ))}
        </fieldset>
      </div>
      <p className="field__hint">{t("previewNote")}</p>
      <div className="page-preview__frames">
        {FRAMES.map((f) => (
          <figure key={f.key} className={`page-preview__figure page-preview__figure--${f.key}`}>
            <figcaption className="page-preview__caption">{t(f.label)}</figcaption>
            <Frame
              key={src}
              src={src}
              width={f.width}
              height={f.height}
              title={t("previewFrame", { width: f.width, lang: t(lang === "zh" ? "langZh" : "langEn") })}
              page={page}
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
