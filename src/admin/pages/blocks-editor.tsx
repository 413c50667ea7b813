/**
 * A page's blocks as titled cards, each block's fields generated from its schema (form/schema-form.ts):
 * add a block of a type the page can show, move it up or down (buttons; the keyboard stays on the
 * moved block), remove it after a confirmation. Each card folds to its heading (and, folded, a line
 * with the block's title): a page of more than two blocks opens folded, except the blocks with an
 * error or a text in one language only; a field error arriving, or a link to a field, opens its block;
 * a new block opens and takes the focus. What the page can show is its layout
 * (common/page-layouts.ts): a content page offers every generic block; a page that draws its blocks in
 * fixed places (home, academy, download, help) offers only a block it lacks, in its place, and no
 * move or remove of the blocks it needs. A block the page cannot show is marked on its card.
 */
import { useEffect, useState } from "react";
import type { Block, BlockType } from "../../../common/page-blocks";
import { addableTypes, insertAt, type LayoutProblem, layoutOfPath, layoutProblems, layoutProblemText } from "../../../common/page-layouts";
import { inputId } from "../components/bilingual-field";
import { ConfirmDialog } from "../components/confirm-dialog";
import { useI18n } from "../i18n/admin-i18n";
import { BLOCK_FORMS, blankBlock } from "../form/schema-form";
import { GroupFields } from "../form/node-input";
import { blockLabel, pageT } from "./page-messages";

interface Props {
  /** The page's path (which blocks it can show); null while it is being read: nothing can be added yet. */
  path: string | null;
  value: Block[];
  errors: Record<string, string>;
  /** Half-translated texts per block index (a badge on the card). */
  missingByBlock: Map<number, number>;
  onChange: (blocks: Block[]) => void;
}

export const blockCardId = (i: number): string => `block-${i}`;

/** Whether an error names block `i` or one of its fields (`blocks.2`, `blocks.2.title.en`). */
const hasErrorIn = (errors: Record<string, string>, i: number): boolean => Object.keys(errors).some((k) => k === `blocks.${i}` || k.startsWith(`blocks.${i}.`));

/** Which cards are open on opening the page: all of a short page; else only those with something to fix. */
const initiallyOpen = (value: readonly Block[], errors: Record<string, string>, missing: Map<number, number>): boolean[] =>
  value.map((_, i) => value.length <= 2 || (missing.get(i) ?? 0) > 0 || hasErrorIn(errors, i));

/** A folded card's line: the block's title in the admin's language, if it has one. */
function summaryOf(block: Block, lang: "zh" | "en"): string {
  const b = block as unknown as Record<string, unknown>;
  for (const key of ["title", "headline", "name"]) {
    const v = b[key] as { zh?: unknown; en?: unknown } | undefined;
    const text = v && typeof v === "object" ? v[lang] : undefined;
    if (typeof text === "string" && text.trim()) return text.replace(/\s+/g, " ").trim();
  }
  return "";
}

export function BlocksEditor({ path, value, errors, missingByBlock, onChange }: Props) {
  const { lang } = useI18n();
  const t = pageT(lang);
  const layout = path === null ? undefined : layoutOfPath(path);
  const offered = layout ? addableTypes(layout, value) : [];
  const [chosen, setChosen] = useState<BlockType | null>(null);
  const adding = chosen !== null && offered.includes(chosen) ? chosen : offered[0];
  const [removing, setRemoving] = useState<number | null>(null);
  const [open, setOpen] = useState(() => initiallyOpen(value, errors, missingByBlock));
  // Errors that arrive (a refused publish or save) open their blocks in the same render, so the
  // editor's focus on the first error finds its field.
  const [seenErrors, setSeenErrors] = useState(errors);
  if (errors !== seenErrors) {
    setSeenErrors(errors);
    const next = value.map((_, i) => (open[i] ?? true) || hasErrorIn(errors, i));
    if (next.some((o, i) => o !== open[i])) setOpen(next);
  }
  const isOpen = (i: number) => open[i] ?? true;
  const setOpenAt = (i: number, on: boolean) => setOpen(value.map((_, j) => (j === i ? on : isOpen(j))));

  // A link to a field of a folded block (the lists of missing translations and of errors) opens it first.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.("a[href^='#f-blocks-']");
      const match = a ? /^#f-blocks-(\d+)-/.exec(a.getAttribute("href") ?? "") : null;
      if (!match || !a) return;
      const i = Number(match[1]);
      if (document.getElementById(`${blockCardId(i)}-body`)?.hidden !== true) return;
      e.preventDefault();
      setOpen((o) => o.map((x, j) => x || j === i));
      const target = (a.getAttribute("href") ?? "").slice(1);
      requestAnimationFrame(() => {
        const el = document.getElementById(target);
        el?.scrollIntoView?.({ block: "center" });
        el?.focus();
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  // Blocks the page cannot show, by index (and slots it lacks, under "blocks").
  const problems = path === null ? [] : layoutProblems(path, value);
  const problemAt = new Map<number, LayoutProblem>();
  for (const p of problems) if ("block" in p && !problemAt.has(p.block)) problemAt.set(p.block, p);
  const lacking = problems.filter((p) => p.kind === "blockMissing");
  const fixed = layout?.kind === "fixed";

  const move = (i: number, by: number) => {
    const next = value.slice();
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    const folds = value.map((_, j) => isOpen(j));
    const [f] = folds.splice(i, 1);
    folds.splice(i + by, 0, f!);
    setOpen(folds);
    onChange(next);
    const to = i + by;
    // The button pressed may now be disabled (top or bottom): keep focus on the moved block's card.
    requestAnimationFrame(() => {
      const btn = document.getElementById(`${blockCardId(to)}-${by < 0 ? "up" : "down"}`) as HTMLButtonElement | null;
      if (btn && !btn.disabled) btn.focus();
      else document.getElementById(`${blockCardId(to)}-toggle`)?.focus();
    });
  };
  const add = () => {
    if (!layout || !adding) return;
    const at = insertAt(layout, value, adding);
    const folds = value.map((_, j) => isOpen(j));
    setOpen([...folds.slice(0, at), true, ...folds.slice(at)]);
    onChange([...value.slice(0, at), blankBlock(adding), ...value.slice(at)]);
    requestAnimationFrame(() => document.getElementById(`${blockCardId(at)}-toggle`)?.focus());
  };

  return (
    <section className="blocks-editor" aria-labelledby="blocks-editor-h">
      <div className="blocks-editor__head">
        <h2 id="blocks-editor-h" className="blocks-editor__title">
          {t("blocksHeading")}
        </h2>
        {value.length > 0 && (
          <span className="blocks-editor__folds">
            <button type="button" className="btn btn--quiet btn--small" id="blocks-expand-all" onClick={() => setOpen(value.map(() => true))}>
              {t("expandAll")}
            </button>
            <button type="button" className="btn btn--quiet btn--small" id="blocks-collapse-all" onClick={() => setOpen(value.map(() => false))}>
              {t("collapseAll")}
            </button>
          </span>
        )}
      </div>
      <ol className="blocks-editor__list">
        {value.map((block, i) => {
          const label = blockLabel(block.type, lang);
          const heading = t("blockN", { n: i + 1, label });
          const missing = missingByBlock.get(i) ?? 0;
          const id = blockCardId(i);
          const problem = problemAt.get(i);
          const shown = isOpen(i);
          const summary = shown ? "" : summaryOf(block, lang);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; the cards' inputs are all controlled
            <li key={i} className={`block-card${shown ? "" : " block-card--folded"}`} id={id}>
              <div className="block-card__head">
                <h3 className="block-card__title" id={`${id}-h`}>
                  <button
                    type="button"
                    className="block-card__toggle"
                    id={`${id}-toggle`}
                    aria-expanded={shown}
                    aria-controls={`${id}-body`}
                    onClick={() => setOpenAt(i, !shown)}
                  >
                    <span className="block-card__chevron" aria-hidden="true" />
                    {heading}
                  </button>
                </h3>
                {missing > 0 && <span className="badge badge--warn">{t("missingCount", { n: missing })}</span>}
                {(!fixed || problem) && (
                  <span className="block-card__tools">
                    {!fixed && (
                      <>
                        <button
                          type="button"
                          id={`${id}-up`}
                          className="btn btn--ghost btn--small"
                          disabled={i === 0}
                          aria-label={t("moveUpNamed", { name: heading })}
                          onClick={() => move(i, -1)}
                        >
                          <span aria-hidden="true">↑ </span>
                          {t("moveUp")}
                        </button>
                        <button
                          type="button"
                          id={`${id}-down`}
                          className="btn btn--ghost btn--small"
                          disabled={i === value.length - 1}
                          aria-label={t("moveDownNamed", { name: heading })}
                          onClick={() => move(i, 1)}
                        >
                          <span aria-hidden="true">↓ </span>
                          {t("moveDown")}
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="btn btn--danger btn--small"
                      aria-label={t("removeNamed", { name: heading })}
                      onClick={() => setRemoving(i)}
                    >
                      {t("remove")}
                    </button>
                  </span>
                )}
                {summary && <p className="block-card__summary">{summary}</p>}
              </div>
              <div className="block-card__body" id={`${id}-body`} hidden={!shown}>
                {shown &&
                  (BLOCK_FORMS[block.type] ? (
                    <GroupFields
                      node={BLOCK_FORMS[block.type]}
                      path={`blocks.${i}`}
                      value={block}
                      errors={errors}
                      onChange={(b) => onChange(value.map((x, j) => (j === i ? (b as Block) : x)))}
                    />
                  ) : (
                    <p className="field__error">{block.type}</p>
                  ))}
              </div>
              {errors[`blocks.${i}`] ? (
                <p className="field__error" id={`${inputId(`blocks.${i}`)}-e`} role="alert">
                  {errors[`blocks.${i}`]}
                </p>
              ) : (
                problem &&
                path !== null && (
                  <p className="field__error" id={`${id}-shown`}>
                    {layoutProblemText(path, problem, lang)}
                  </p>
                )
              )}
            </li>
          );
        })}
      </ol>
      {errors.blocks ? (
        <p className="field__error" id={`${inputId("blocks")}-e`} role="alert">
          {errors.blocks}
        </p>
      ) : (
        path !== null &&
        lacking.map((p) => (
          <p key={p.type} className="field__error">
            {layoutProblemText(path, p, lang)}
          </p>
        ))
      )}
      {adding !== undefined ? (
        <div className="blocks-editor__add">
          <label className="field__label" htmlFor="add-block-type">
            {t("addBlockType")}
          </label>
          <div className="blocks-editor__add-row">
            <select id="add-block-type" className="input input--short" value={adding} onChange={(e) => setChosen(e.target.value as BlockType)}>
              {offered.map((type) => (
                <option key={type} value={type}>
                  {blockLabel(type, lang)}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--ghost" onClick={add}>
              + {t("addBlock")}
            </button>
          </div>
        </div>
      ) : (
        fixed && (
          <p className="field__hint blocks-editor__fixed" id="blocks-fixed">
            {t("fixedBlocks")}
          </p>
        )
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("removeBlockTitle")}
        text={removing === null ? "" : t("removeBlockText", { n: removing + 1, label: blockLabel(value[removing]?.type ?? "", lang) })}
        confirmLabel={t("removeConfirm")}
        onConfirm={() => {
          const i = removing;
          setRemoving(null);
          if (i === null) return;
          setOpen(value.map((_, j) => isOpen(j)).filter((_, j) => j !== i));
          onChange(value.filter((_, j) => j !== i));
          requestAnimationFrame(
            () =>
              document.getElementById(`${blockCardId(Math.min(i, value.length - 2))}-toggle`)?.focus() ?? document.getElementById("add-block-type")?.focus(),
          );
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
