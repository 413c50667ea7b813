import { vi } from "vitest";

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Replace `fetch` with a router of handlers by "METHOD /path"; records every call. Unknown calls answer 404. */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const call: Call = {
      url: url.pathname + url.search,
      method,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? await handler(call) : { status: 404, body: { code: 404, success: false, msg: "not found" } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fn);
  return { calls, fn, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split("?")[0] === path) };
}

/** A success envelope. */
export const ok = (data: unknown) => ({ status: 200, body: { code: 200, success: true, msg: "ok", data } });
/** A failure envelope. */
export const fail = (status: number, msg: string, code = status) => ({ status, body: { code, success: false, msg } });
