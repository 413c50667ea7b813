/** VideoObject: each teaching video on the academy page. */
import { CONTEXT, type Thing } from "./thing";

export interface VideoObjectInput {
  name: string;
  description: string;
  thumbnailUrl: string;
  uploadDate: string;
  durationSeconds: number;
  contentUrl: string;
}

/** ISO 8601 duration, e.g. 754 s -> PT12M34S (PT0S for an unknown length). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${rest || (!h && !m) ? `${rest}S` : ""}`;
}

export function videoObject(v: VideoObjectInput): Thing {
  return {
    "@context": CONTEXT,
    "@type": "VideoObject",
    name: v.name,
    // Google requires a description; a video without an intro is described by its title.
    description: v.description || v.name,
    thumbnailUrl: v.thumbnailUrl,
    uploadDate: v.uploadDate,
    // A file whose length could not be read (WebM) is stored as 0: no duration is better than a wrong one.
    ...(v.durationSeconds > 0 ? { duration: isoDuration(v.durationSeconds) } : {}),
    contentUrl: v.contentUrl,
  };
}
