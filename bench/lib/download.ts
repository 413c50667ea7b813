// Streaming the large seed installer from workerd: throughput, and the workerd processes' resident
// memory before and during the download (R2 objects are streamed, so it must stay flat).
import { descendantsNamed, sampleRss } from "./rss.ts";
import { median, round } from "./stats.ts";

export const SAMPLE_MS = 50;
const LARGE_BYTES = 50 * 1024 * 1024;
const ROUNDS = 3;

export interface DownloadResult {
  fileUrl: string;
  bytes: number;
  rounds: number;
  throughputMBps: number;
  throughputRuns: number[];
  workerdPids: number[];
  rssBeforeMB: number;
  rssPeakMB: number;
  rssDeltaMB: number;
  rssAfterMB: number;
  /** Peak of each download: a leak or a buffered body would make these climb round after round. */
  roundPeaksMB: number[];
  samples: number;
}

interface SoftwareItem {
  size: number;
  fileUrl: string;
}

/** The first installer over 50 MB listed by GET /api/software. */
async function findLargeInstaller(origin: string): Promise<SoftwareItem> {
  const res = await fetch(`${origin}/api/software`);
  const body = (await res.json()) as { data?: SoftwareItem[] };
  const large = (body.data ?? []).filter((item) => item.size > LARGE_BYTES).sort((a, b) => b.size - a.size)[0];
  if (!large) throw new Error("GET /api/software lists no file over 50 MB");
  return large;
}

/** Downloads `url` to nowhere, chunk by chunk; returns the byte count and seconds taken. */
async function drain(url: string): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!res.ok || !res.body) throw new Error(`GET ${url} answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

/** Megabytes (10^6 bytes, like KB = 1000 bytes elsewhere in the bench). */
const mb = (bytes: number) => round(bytes / 1e6, 1);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Measures the download against `origin`; `serverPid` is the root of the workerd process tree. */
export async function runDownload(origin: string, serverPid: number): Promise<DownloadResult> {
  const item = await findLargeInstaller(origin);
  const pids = descendantsNamed(serverPid, "workerd");
  if (pids.length === 0) throw new Error(`no workerd process under pid ${serverPid}`);
  const url = `${origin}${item.fileUrl}`;

  const idle = sampleRss(pids, SAMPLE_MS);
  await pause(1000);
  const before = median(idle.stop());

  const throughputRuns: number[] = [];
  const roundPeaks: number[] = [];
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const during = sampleRss(pids, SAMPLE_MS);
    try {
      const { bytes, seconds } = await drain(url);
      if (bytes !== item.size) throw new Error(`downloaded ${bytes} bytes of ${item.fileUrl}, expected ${item.size}`);
      throughputRuns.push(round(bytes / 1e6 / seconds, 1));
    } finally {
      const roundSamples = during.stop();
      samples.push(...roundSamples);
      roundPeaks.push(mb(Math.max(...roundSamples)));
    }
  }
  await pause(500);
  const after = sampleRss(pids, SAMPLE_MS);
  await pause(500);
  const afterSamples = after.stop();
  const peak = Math.max(...samples);
  return {
    fileUrl: item.fileUrl,
    bytes: item.size,
    rounds: ROUNDS,
    throughputMBps: median(throughputRuns),
    throughputRuns,
    workerdPids: pids,
    rssBeforeMB: mb(before),
    rssPeakMB: mb(peak),
    rssDeltaMB: mb(peak - before),
    rssAfterMB: mb(median(afterSamples)),
    roundPeaksMB: roundPeaks,
    samples: samples.length,
  };
}
