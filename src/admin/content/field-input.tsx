/**
 * The input of one language-neutral field of a content form (line, number, date-time, enum, file). A
 * nullable date-time (publishAt) is the editors' shared PublishAtField (docs/decisions/0039).
 */
import type { Uploaded } from "../../../worker/schemas/admin-api";
import { inputId } from "../components/bilingual-field";
import { FileField } from "../components/file-field";
import { useI18n } from "../i18n/admin-i18n";
import { fromLocalInput, toLocalInput } from "../lib/format";
import { PublishAtField } from "../editor-frame/publish-at-field";
import type { FormField, TextFormField } from "./resources";

interface Props {
  field: Exclude<FormField, TextFormField | { kind: "blocks" }>;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  onUploaded?: (uploaded: Uploaded) => void;
}

export function FieldInput({ field: def, value, error, onChange, onUploaded }: Props) {
  const { lang } = useI18n();
  const id = inputId(def.name);
  const label = def.label[lang];
  if (def.kind === "file") {
    return (
      <FileField
        id={id}
        label={label}
        value={(value as string | null) ?? ""}
        accept={def.accept}
        use={def.value}
        error={error}
        onUploaded={(v, up) => {
          onChange(v);
          onUploaded?.(up);
        }}
      />
    );
  }
  if (def.kind === "datetime" && def.nullable) {
    return <PublishAtField name={def.name} label={label} value={(value as string | null) ?? null} error={error} onChange={onChange} />;
  }
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-e` : undefined };
  let control: React.ReactNode;
  if (def.kind === "enum") {
    control = (
      <select id={id} className="input input--short" value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} {...aria}>
        {def.options.map((o) => (
          <option key={o} value={o}>
            {def.optionLabels[o]![lang]}
          </option>
        ))}
      </select>
    );
  } else if (def.kind === "number") {
    control = (
      <input
        id={id}
        className="input input--short"
        type="number"
        min={def.min}
        max={def.max}
        step={1}
        value={String(value ?? 0)}
        onChange={(e) => onChange(e.target.value === "" ? 0 : Number(e.target.value))}
        {...aria}
      />
    );
  } else if (def.kind === "datetime") {
    control = (
      <input
        id={id}
        className="input input--short"
        type="datetime-local"
        value={toLocalInput(String(value ?? ""))}
        onChange={(e) => onChange(fromLocalInput(e.target.value))}
        {...aria}
      />
    );
  } else {
    control = (
      <input
        id={id}
        className="input"
        type="text"
        placeholder={def.placeholder}
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
    );
  }
  return (
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
}
