/** A content page's blocks (common/page-blocks.ts) as JSON text; checked when it parses. */
import { useState } from "react";
import type { Block } from "../../../common/page-blocks";
import { inputId } from "../components/bilingual-field";

interface Props {
  name: string;
  label: string;
  value: Block[];
  errors: Record<string, string>;
  onChange: (value: Block[]) => void;
}

export function BlocksField({ name, label, value, errors, onChange }: Props) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [bad, setBad] = useState<string | null>(null);
  const id = inputId(name);
  const error = bad ?? Object.entries(errors).find(([k]) => k === name || k.startsWith(`${name}.`))?.[1];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input input--code"
        rows={24}
        spellCheck={false}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            if (!Array.isArray(parsed)) throw new Error("[ … ]");
            setBad(null);
            onChange(parsed as Block[]);
          } catch (err) {
            setBad((err as Error).message);
          }
        }}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
