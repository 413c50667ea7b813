// `npm run bench:lcp-path -- --origin=http://127.0.0.1:8787 /pc_index [/digital/eicad ...] [--lang=en]`
// What Lighthouse's mobile LCP estimate waits for on a running site (issue 34): one Lighthouse run
// per path through the bench's edge proxy, then the nodes of Lantern's optimistic and pessimistic
// LCP graphs in simulated order, each network request with its bytes and each main-thread task with
// its observed (unthrottled) duration and what it did. The floor page is in the bench's build only
// (`npm run bench`), so its figures come from there. One run: load-sensitive, read the shape.
import lighthouse from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { launchChrome } from "./lib/chrome.ts";
import { startCompressionProxy } from "./lib/proxy.ts";

interface GraphNode {
  type: string;
  request?: { url: string; transferSize: number };
  duration?: number;
  childEvents?: { name: string; dur?: number }[];
}
type Timing = { startTime: number; endTime: number };
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, Timing>;
}

const args = process.argv.slice(2);
const origin = args.find((a) => a.startsWith("--origin="))?.slice(9) ?? "http://127.0.0.1:8787";
const lang = args.find((a) => a.startsWith("--lang="))?.slice(7) === "en" ? "en-US,en;q=0.9" : "zh-CN,zh;q=0.9";
const paths = args.filter((a) => !a.startsWith("--"));
const proxyPort = Number(process.env.BENCH_PROXY_PORT ?? 8798);

/** A task's main child events by total observed time, e.g. "Layout 52.5 UpdateLayoutTree 14.4". */
function whatItDid(node: GraphNode): string {
  const total = new Map<string, number>();
  for (const e of node.childEvents ?? []) if ((e.dur ?? 0) > 300) total.set(e.name, (total.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(", ");
}

function print(name: string, est: Estimate): void {
  console.log(`  ${name}: ${Math.round(est.timeInMs)} ms`);
  const rows = [...est.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    const span = `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}`;
    if (node.request) console.log(`  ${span}  net  ${new URL(node.request.url).pathname} (${node.request.transferSize} B)`);
    else if ((node.duration ?? 0) >= 2000) console.log(`  ${span}  cpu  ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed: ${whatItDid(node)}`);
  }
}

if (paths.length === 0) throw new Error("name at least one path, e.g. /pc_index");
const proxy = await startCompressionProxy(proxyPort, origin);
const chrome = await launchChrome();
try {
  for (const path of paths) {
    const result = await lighthouse(`${proxy.origin}${path}`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: { "Accept-Language": lang },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    const art = result.artifacts as unknown as Record<string, unknown>;
    const data = {
      trace: art.Trace,
      devtoolsLog: art.DevtoolsLog,
      gatherContext: art.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: art.URL,
      SourceMaps: art.SourceMaps,
      HostDPR: art.HostDPR,
    };
    const lcp = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never)) as unknown as {
      optimisticEstimate: Estimate;
      pessimisticEstimate: Estimate;
    };
    console.log(
      `${path}: LCP ${Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0)} ms, FCP ${Math.round(lhr.audits["first-contentful-paint"].numericValue ?? 0)} ms (simulated)`,
    );
    print("optimistic", lcp.optimisticEstimate);
    print("pessimistic", lcp.pessimisticEstimate);
  }
} finally {
  await chrome.close();
  await proxy.close();
}
