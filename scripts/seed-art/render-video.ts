// Turns one seed illustration into a short H.264 clip: a slow pan across the drawing, a scanning
// survey line and a running timecode. Encoded single-threaded with bitexact flags so reruns give
// the same bytes (and the same hashed key).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/** Renders `svg` (1600×900) into a 640×360 mp4 of `seconds` length and returns its bytes. */
export function renderVideo(svg: string, seconds: number, caption: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "seed-video-"));
  try {
    writeFileSync(join(dir, "frame.svg"), svg);
    execFileSync("ffmpeg", ["-v", "error", "-y", "-i", join(dir, "frame.svg"), join(dir, "frame.png")]);
    const filter = [
      `crop=1280:720:x='(iw-1280)*t/${seconds}':y='(ih-720)*(0.5+0.5*sin(t/3))'`,
      "scale=640:360",
      `drawbox=x='mod(t*48\\,640)':y=0:w=3:h=ih:color=0x12a392@0.9:t=fill`,
      "drawbox=x=0:y=318:w=640:h=42:color=0x06264a@0.85:t=fill",
      `drawtext=fontfile=${FONT}:text='${caption}':x=16:y=330:fontsize=17:fontcolor=0xeef4fa`,
      `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':x=w-tw-16:y=330:fontsize=17:fontcolor=0x5fd3c2`,
    ].join(",");
    const out = join(dir, "out.mp4");
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-loop",
      "1",
      "-framerate",
      "25",
      "-t",
      String(seconds),
      "-i",
      join(dir, "frame.png"),
      "-vf",
      filter,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "24",
      "-pix_fmt",
      "yuv420p",
      "-threads",
      "1",
      "-x264-params",
      "threads=1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-map_metadata",
      "-1",
      "-movflags",
      "+faststart",
      "-an",
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
