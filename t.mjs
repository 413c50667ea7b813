import { createElement as h } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server.browser";
const app = h("div", null, h("img", { src: "/a.png", fetchPriority: "high" }), h("p", null, "hi"));
console.log("string:", renderToString(app));
let hdr;
const s = await renderToReadableStream(app, { onHeaders: (x) => { hdr = x; } });
await s.allReady;
console.log("stream:", await new Response(s).text());
console.log("headers:", hdr);
