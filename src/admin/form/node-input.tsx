/**
 * The input of one form node (schema-form.ts), drawn recursively, for the page blocks and the content
 * types alike: bilingual text side by side, Markdown with its preview, pictures (upload or path, alt
 * text in both languages, size), uploads, date-times (a nullable one is the editors' shared
 * PublishAtField, docs/decisions/0039), lists with add / remove / move, icons shown as themselves,
 * selects in words, checkboxes and numbers. Paths are the server's (`blocks.0.figure.alt.en`, `title.en`),
 * so the ids are `f-blocks-0-figure-alt-en`, `f-title-en` and a server error lands at its field.
 */
import { useRef } from "react";
import { type Block, ICON_NAMES } from "../../../common/page-blocks";
import { SectionIcon } from "../../components/page-sections/section-icon";
import { BilingualField, inputId } from "../components/bilingual-field";
import { FileField } from "../components/file-field";
import { useI18n } from "../i18n/admin-i18n";
import { fromLocalInput, toLocalInput } from "../lib/format";
import { PublishAtField } from "../editor-frame/publish-at-field";
import { fieldLabel, iconLabel, MULTILINE, optionLabel, pageT } from "../pages/page-messages";
import { useContentNames } from "../pages/published-content";
import { BlocksField } from "./blocks-field";
import { blankOf, type FormNode, type GroupNode, setAt } from "./schema-form";

interface Props {
  node: FormNode;
  /** The field's key in its object (names the field), or null for a list item. */
  name: string;
  label: string;
  path: string;
  value: unknown;
  errors: Record<string, string>;
  onChange: (value: unknown) => void;
}

type Bi = { zh: string; en: string };

function errorOf(errors: Record<string, string>, path: string): string | undefined {
  return errors[path];
}

/** A picture's intrinsic size, read by loading it (the page reserves its box from these). */
function measure(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.naturalWidth > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

function PictureInput({ label, path, value, errors, onChange }: Omit<Props, "node" | "name">) {
  const { lang } = useI18n();
  const t = pageT(lang);
  const pic = value as { src: string; alt: Bi; width: number; height: number };
  const latest = useRef(pic);
  latest.current = pic;
  const setSrc = (src: string) => {
    onChange({ ...pic, src });
    if (/^\/(?!\/)\S+$/.test(src)) {
      void measure(src).then((size) => {
        // Only if the path is still the one measured (typing goes on meanwhile).
        if (size && latest.current.src === src) onChange({ ...latest.current, ...size });
      });
    }
  };
  const srcId = inputId(`${path}.src`);
  const srcError = errorOf(errors, `${path}.src`);
  return (
    <fieldset className="field picture-field">
      <legend className="field__label">{label}</legend>
      <FileField id={inputId(`${path}.file`)} label={t("uploadPicture")} value={pic.src} accept="image" use="path" onUploaded={(p) => setSrc(p)} />
      <div className="field">
        <label className="field__label field__label--sub" htmlFor={srcId}>
          {t("picturePath")}
        </label>
        <input
          id={srcId}
          className="input"
          type="text"
          value={pic.src}
          placeholder="/img/…"
          aria-invalid={srcError ? true : undefined}
          aria-describedby={srcError ? `${srcId}-e` : undefined}
          onChange={(e) => setSrc(e.target.value.trim())}
        />
        {srcError && (
          <p className="field__error" id={`${srcId}-e`} role="alert">
            {srcError}
          </p>
        )}
      </div>
      <BilingualField name={`${path}.alt`} label={fieldLabel("alt", lang)} value={pic.alt} errors={errors} onChange={(alt) => onChange({ ...pic, alt })} />
      <div className="picture-field__size">
        {(["width", "height"] as const).map((k) => (
          <NodeInput
            key={k}
            node={{ kind: "number", min: 1, max: 8000 }}
            name={k}
            label={fieldLabel(k, lang)}
            path={`${path}.${k}`}
            value={pic[k]}
            errors={errors}
            onChange={(n) => onChange({ ...pic, [k]: n })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * An icon chosen by sight: every icon of the set with its name, as radios in a group named by the
 * field's label (the browser's arrow keys move the choice; the chosen one is marked). The group has
 * the field's id, so an error lands and focuses there.
 */
function IconInput({ label, path, value, errors, onChange }: Omit<Props, "node" | "name">) {
  const { lang } = useI18n();
  const id = inputId(path);
  const error = errorOf(errors, path);
  return (
    <div className="field">
      <div
        role="radiogroup"
        id={id}
        tabIndex={-1}
        className="icon-picker"
        aria-labelledby={`${id}-l`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
      >
        <span className="field__label" id={`${id}-l`}>
          {label}
        </span>
        <span className="icon-picker__grid">
          {ICON_NAMES.map((n) => (
            <label key={n} className="icon-picker__option" htmlFor={`${id}-${n}`}>
              <input type="radio" className="icon-picker__radio" id={`${id}-${n}`} name={id} value={n} checked={value === n} onChange={() => onChange(n)} />
              <SectionIcon name={n} size={24} />
              <span className="icon-picker__name">{iconLabel(n, lang)}</span>
            </label>
          ))}
        </span>
      </div>
      {error && (
        <p className="field__error" id={`${id}-e`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ListInput({ node, name, label, path, value, errors, onChange }: Props & { node: Extract<FormNode, { kind: "list" }> }) {
  const { lang } = useI18n();
  const t = pageT(lang);
  const items = (value as unknown[] | undefined) ?? [];
  const fixed = node.exact !== undefined;
  const full = node.max !== undefined && items.length >= node.max;
  const move = (i: number, by: number) => {
    const next = items.slice();
    const [it] = next.splice(i, 1);
    next.splice(i + by, 0, it);
    onChange(next);
    // Keep the keyboard on the item that moved.
    requestAnimationFrame(() => document.getElementById(`${inputId(`${path}.${i + by}`)}-${by < 0 ? "up" : "down"}`)?.focus());
  };
  return (
    <fieldset className="field list-field">
      <legend className="field__label">{label}</legend>
      {items.length === 0 && <p className="field__hint">{t("noItems")}</p>}
      <ol className="list-field__items">
        {items.map((item, i) => {
          const itemPath = `${path}.${i}`;
          const itemName = `${label} · ${t("itemN", { n: i + 1 })}`;
          const base = inputId(itemPath);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; every input is controlled
            <li key={i} className="list-field__item">
              <div className="list-field__head">
                <span className="list-field__n">{t("itemN", { n: i + 1 })}</span>
                {!fixed && (
                  <span className="list-field__tools">
                    <button
                      type="button"
                      id={`${base}-up`}
                      className="btn btn--quiet btn--small"
                      disabled={i === 0}
                      aria-label={t("moveUpNamed", { name: itemName })}
                      onClick={() => move(i, -1)}
                    >
                      <span aria-hidden="true">↑ </span>
                      {t("moveUp")}
                    </button>
                    <button
                      type="button"
                      id={`${base}-down`}
                      className="btn btn--quiet btn--small"
                      disabled={i === items.length - 1}
                      aria-label={t("moveDownNamed", { name: itemName })}
                      onClick={() => move(i, 1)}
                    >
                      <span aria-hidden="true">↓ </span>
                      {t("moveDown")}
                    </button>
                    <button
                      type="button"
                      className="btn btn--quiet btn--small"
                      aria-label={t("removeNamed", { name: itemName })}
                      onClick={() => onChange(items.filter((_, j) => j !== i))}
                    >
                      <span aria-hidden="true">✕ </span>
                      {t("remove")}
                    </button>
                  </span>
                )}
              </div>
              <NodeInput
                node={node.item}
                name={name}
                label={itemName}
                path={itemPath}
                value={item}
                errors={errors}
                onChange={(v) => onChange(setAt(items, [i], v))}
              />
            </li>
          );
        })}
      </ol>
      {!fixed && (
        <p className="list-field__add">
          <button type="button" className="btn btn--ghost btn--small" disabled={full} onClick={() => onChange([...items, blankOf(node.item)])}>
            + {t("addItem", { name: label })}
          </button>
          {full && <span className="field__hint"> {t("atMost", { n: node.max ?? 0 })}</span>}
        </p>
      )}
    </fieldset>
  );
}

export function NodeInput(props: Props) {
  const { node, name, label, path, value, errors, onChange } = props;
  const { lang } = useI18n();
  const named = useContentNames(lang);
  const t = pageT(lang);
  const id = inputId(path);
  const error = errorOf(errors, path);
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-e` : undefined };
  const simple = (control: React.ReactNode) => (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {error && (
        <p className="field__error" id={`${id}-e`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
  switch (node.kind) {
    case "bilingual":
    case "markdown":
      return (
        <BilingualField
          name={path}
          label={label}
          value={(value as Bi | undefined) ?? { zh: "", en: "" }}
          multiline={node.kind === "bilingual" && node.multiline !== undefined ? node.multiline : MULTILINE.has(name)}
          markdown={node.kind === "markdown"}
          errors={errors}
          onChange={onChange}
        />
      );
    case "image":
      return <PictureInput label={label} path={path} value={value} errors={errors} onChange={onChange} />;
    case "picturePath":
      return (
        <fieldset className="field picture-field">
          <legend className="field__label">{label}</legend>
          <FileField
            id={inputId(`${path}.file`)}
            label={t("uploadPicture")}
            value={String(value ?? "")}
            accept="image"
            use="path"
            onUploaded={(p) => onChange(p)}
          />
          <div className="field">
            <label className="field__label field__label--sub" htmlFor={id}>
              {t("picturePath")}
            </label>
            <input
              id={id}
              className="input"
              type="text"
              placeholder="/img/…"
              value={String(value ?? "")}
              onChange={(e) => onChange(e.target.value.trim())}
              {...aria}
            />
            {error && (
              <p className="field__error" id={`${id}-e`} role="alert">
                {error}
              </p>
            )}
          </div>
        </fieldset>
      );
    case "list":
      return <ListInput {...props} node={node} />;
    case "group":
      return (
        <fieldset className="field group-field">
          <legend className="field__label">{label}</legend>
          <GroupFields node={node} path={path} value={value} errors={errors} onChange={onChange} />
        </fieldset>
      );
    case "optional": {
      const on = value !== undefined;
      return (
        <div className="optional-field">
          <label className="check">
            <input type="checkbox" id={`${id}-on`} checked={on} onChange={(e) => onChange(e.target.checked ? blankOf(node.inner) : undefined)} />{" "}
            {t("include", { name: label })}
          </label>
          {on && <NodeInput {...props} node={node.inner} />}
        </div>
      );
    }
    case "file":
      return (
        <FileField
          id={id}
          label={label}
          value={(value as string | null) ?? ""}
          accept={node.accept}
          use={node.use}
          error={error}
          onUploaded={(v) => onChange(v)}
        />
      );
    case "datetime":
      if (node.nullable) return <PublishAtField name={path} label={label} value={(value as string | null) ?? null} error={error} onChange={onChange} />;
      return simple(
        <input
          id={id}
          className="input input--short"
          type="datetime-local"
          value={toLocalInput(String(value ?? ""))}
          onChange={(e) => onChange(fromLocalInput(e.target.value))}
          {...aria}
        />,
      );
    case "blocks":
      return <BlocksField name={path} label={label} value={(value as Block[] | undefined) ?? []} errors={errors} onChange={onChange} />;
    case "icon":
      return <IconInput label={label} path={path} value={value} errors={errors} onChange={onChange} />;
    case "enum":
      return simple(
        <select id={id} className="input input--short" value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} {...aria}>
          {node.options.map((o) => (
            <option key={o} value={o}>
              {node.labels?.[o]?.[lang] ?? optionLabel(node.names, o, lang, named)}
            </option>
          ))}
        </select>,
      );
    case "boolean":
      return (
        <div className="field">
          <label className="check" htmlFor={id}>
            <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {label}
          </label>
        </div>
      );
    case "number":
      return simple(
        <input
          id={id}
          className="input input--short"
          type="number"
          min={node.min}
          max={node.max}
          step={1}
          value={String(value ?? "")}
          onChange={(e) => onChange(e.target.value === "" ? 0 : Number(e.target.value))}
          {...aria}
        />,
      );
    case "text":
      return simple(
        <input
          id={id}
          className={node.wide ? "input" : "input input--short"}
          type="text"
          pattern={node.pattern}
          placeholder={node.placeholder}
          value={String(value ?? "")}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />,
      );
    case "literal":
      return null;
  }
}

/** The fields of an object node in order (a block's fields, a list item's). */
export function GroupFields({
  node,
  path,
  value,
  errors,
  onChange,
}: {
  node: GroupNode;
  path: string;
  value: unknown;
  errors: Record<string, string>;
  onChange: (value: unknown) => void;
}) {
  const { lang } = useI18n();
  const obj = (value ?? {}) as Record<string, unknown>;
  return (
    <>
      {node.fields.map((f) => (
        <NodeInput
          key={f.key}
          node={f.node}
          name={f.key}
          label={f.label?.[lang] ?? fieldLabel(f.key, lang)}
          path={path ? `${path}.${f.key}` : f.key}
          value={obj[f.key]}
          errors={errors}
          onChange={(v) => onChange(setAt(obj, [f.key], v))}
        />
      ))}
    </>
  );
}
