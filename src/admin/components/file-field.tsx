/**
 * A form field whose value comes from an upload: choose a file, watch the bar, and the field (and
 * the caller, through onUploaded) gets the stored path or key, size and duration. Or a file already
 * uploaded, chosen from the media library (media/media-picker.tsx), without uploading it again.
 */
import { useId, useRef, useState } from "react";
import type { Uploaded } from "../../../worker/schemas/admin-api";
import type { UploadAccept } from "../content/resources";
import { useI18n } from "../i18n/admin-i18n";
import { bytes, duration } from "../lib/format";
import { PART_BYTES, readResume, uploadFile } from "../lib/upload";
import { isRasterImage, uploadVariants, withoutMetadata } from "../lib/image-variants";
import type { MediaItem } from "../../../worker/schemas/admin-api";
import { MediaPicker } from "../media/media-picker";

/** A library file as the answer of its upload was. */
function uploadedOf(item: MediaItem): Uploaded {
  return {
    key: item.key,
    path: item.path,
    size: item.size ?? 0,
    contentType: item.contentType ?? "",
    ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
  };
}

const ACCEPT: Record<UploadAccept, string> = {
  image: "image/png,image/jpeg,image/webp,image/avif",
  video: "video/mp4,video/webm",
  media: "image/png,image/jpeg,image/webp,image/avif,video/mp4,video/webm",
  download: ".zip,.7z,.exe,.msi,.pdf",
};

interface Props {
  /** The input's id (the field's path, so a server error can focus it). */
  id?: string;
  label: string;
  value: string | null;
  accept: UploadAccept;
  use: "path" | "key";
  error?: string | null;
  onUploaded: (value: string, uploaded: Uploaded) => void;
}

export function FileField({ id: given, label, value, accept, use, error, onUploaded }: Props) {
  const { t } = useI18n();
  const fallback = useId();
  const id = given ?? fallback;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; sent: number; total: number } | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const pickButton = useRef<HTMLButtonElement>(null);

  const pick = (item: MediaItem) => {
    setPicking(false);
    setFailure(null);
    onUploaded(use === "key" ? item.key : item.path, uploadedOf(item));
    setResult(t("mediaPicked", { name: item.name }));
    pickButton.current?.focus();
  };

  const choose = async (chosen: File) => {
    setFailure(null);
    setResult(null);
    // A picture leaves without its metadata (GPS location, camera) and gets its narrower copies
    // after upload (docs/decisions/0041).
    const picture = isRasterImage(chosen);
    const file = picture ? await withoutMetadata(chosen) : chosen;
    const resume = readResume(file);
    if (resume) setResult(t("uploadResumable", { name: file.name, done: resume.parts.length, parts: Math.ceil(file.size / PART_BYTES) }));
    setProgress({ name: file.name, sent: 0, total: file.size });
    try {
      const up = await uploadFile(file, (sent, total) => setProgress({ name: file.name, sent, total }));
      // The stored original is the field's value whatever happens to its variants.
      onUploaded(use === "key" ? up.key : up.path, up);
      let size = up.durationSeconds ? `${bytes(up.size)} · ${duration(up.durationSeconds)}` : bytes(up.size);
      if (picture && up.width && up.height) {
        setProgress({ name: file.name, sent: file.size, total: file.size });
        const count = await uploadVariants(file, up);
        size = `${size} · ${up.width}×${up.height}${count ? ` · ${t("uploadVariants", { count })}` : ""}`;
      }
      setResult(t("uploadDone", { name: file.name, size }));
    } catch (err) {
      setFailure(t("uploadFailed", { msg: (err as Error).message }));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  const percent = progress ? Math.floor((progress.sent / Math.max(1, progress.total)) * 100) : 0;
  const isImage = use === "path" && value && /\.(png|jpe?g|webp|avif|svg)$/i.test(value);
  const message = error ?? failure;
  return (
    <div className="field file-field">
      <span className="field__label" id={`${id}-l`}>
        {label}
      </span>
      <div className="file-field__row">
        {isImage && <img className="file-field__thumb" src={value} alt="" width={96} height={54} />}
        <code className="file-field__value" id={`${id}-v`}>
          {value || t("noFile")}
        </code>
        <input
          ref={input}
          id={id}
          className="file-field__input visually-hidden"
          type="file"
          aria-labelledby={`${id}-l`}
          accept={ACCEPT[accept]}
          disabled={progress !== null}
          aria-describedby={`${id}-v${message ? ` ${id}-e` : ""}`}
          aria-invalid={message ? true : undefined}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void choose(f);
          }}
        />
        <label htmlFor={id} className={`btn btn--ghost btn--small${progress ? " btn--busy" : ""}`} aria-hidden="true">
          {value ? t("replaceFile") : t("chooseFile")}
        </label>
        <button
          ref={pickButton}
          type="button"
          className="btn btn--ghost btn--small"
          disabled={progress !== null}
          aria-describedby={`${id}-l`}
          onClick={() => setPicking(true)}
        >
          {t("mediaPick")}
        </button>
      </div>
      <MediaPicker
        open={picking}
        accept={accept}
        onPick={pick}
        onClose={() => {
          setPicking(false);
          pickButton.current?.focus();
        }}
      />
      {progress && (
        <div className="file-field__progress">
          <progress max={100} value={percent} aria-label={t("uploadProgress")} />
          <span role="status">{t("uploading", { name: progress.name, percent })}</span>
        </div>
      )}
      {result && !progress && (
        <p className="field__hint" role="status">
          {result}
        </p>
      )}
      {message && (
        <p className="field__error" id={`${id}-e`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
