// The page editor against a stubbed API: the form is generated from the block description (every
// block type gets its inputs), blocks are added, moved and removed (after a confirmation) and saved
// in that order, texts filled in one language are counted at the top and marked at the field, and a
// publish with a picture lacking alt text is refused at that field, here and from the server.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { ICON_NAMES } from "../../common/page-blocks";
import { BLOCK_LABELS, FLOW_BLOCK_TYPES, PAGE_LAYOUTS } from "../../common/page-layouts";
import { AdminI18nProvider } from "../../src/admin/i18n/admin-i18n";
import { blankBlock } from "../../src/admin/form/schema-form";
import { PageEdit } from "../../src/admin/pages/page-edit";
import { type Call, ok, stubFetch } from "./support/fetch-stub";
import seedPages from "../../seed/content/pages.json";
import seedSettings from "../../seed/content/site-settings.json";
import type { PageItem } from "../../common/page-blocks";
import { localPage, pageVars } from "../../common/page-text";
import { routeTitles } from "../../src/app/route-titles";

const bi = (zh: string, en: string) => ({ zh, en });
const HERO = {
  type: "hero",
  eyebrow: bi("道路设计", "Road design"),
  title: bi("平纵横联动", "Linked design"),
  lead: bi("覆盖路线", "Covers alignment"),
  audience: bi("设计人员", "Designers"),
  figure: { src: "/img/eicad/hero.svg", alt: bi("界面", "The interface"), width: 1200, height: 675 },
  trial: true,
};
const CAPS = {
  type: "capabilities",
  title: bi("能力", "Capabilities"),
  lead: bi("", ""),
  items: [
    { icon: "alignment", title: bi("平面", "Plan"), text: bi("平面设计", "Plan design") },
    { icon: "profile", title: bi("纵断", "Profile"), text: bi("纵断设计", "Profile design") },
  ],
};
const HOME_SLOTS = PAGE_LAYOUTS.home.slots;
const PAGE = {
  id: 4,
  rowVersion: 2,
  updatedAt: "2026-11-20T08:00:00.000Z",
  updatedBy: "admin-token",
  status: "published",
  path: "/digital/eicad",
  title: bi("EICAD", "EICAD"),
  description: bi("道路设计软件", "Road design software"),
  blocks: [HERO, CAPS],
  publishAt: null,
  live: { status: "published", publishAt: null, publishedAt: "2026-11-20T08:00:00.000Z", publishedBy: "运维 / Ops token" },
  hasDraftChanges: false,
};

beforeAll(() => {
  // jsdom has no modal dialogs: open and close them as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEditor(lang: "zh" | "en" = "en") {
  return render(
    <AdminI18nProvider initial={lang}>
      <MemoryRouter initialEntries={["/admin/pages/4"]}>
        <PageEdit id={4} />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

const cardTitles = () => [...document.querySelectorAll("h3.block-card__title")].map((h) => h.textContent);
/** A button by its accessible name (its aria-label or its text); querying by role is slow on a form this size. */
const button = (name: string) => {
  const found = [...document.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe("page editor", () => {
  // A form of every block type is large for jsdom on a shared machine.
  it("generates every block's inputs from the description: bilingual text side by side, pictures, lists, selects", async () => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(PAGE) });
    renderEditor("zh");
    await screen.findByRole("heading", { name: /区块 1 · 首屏/ });
    expect(cardTitles()).toEqual(["区块 1 · 首屏", "区块 2 · 能力"]);
    expect(input("f-blocks-0-title-zh").value).toBe("平纵横联动");
    expect(input("f-blocks-0-title-en").value).toBe("Linked design");
    expect(input("f-blocks-0-figure-src").value).toBe("/img/eicad/hero.svg");
    expect(input("f-blocks-0-figure-alt-en").value).toBe("The interface");
    expect((input("f-blocks-0-trial") as HTMLInputElement).checked).toBe(true);
    expect((document.querySelector("#f-blocks-1-items-1-icon input:checked") as HTMLInputElement).value).toBe("profile");
    expect(input("f-blocks-1-items-1-text-zh").value).toBe("纵断设计");

    // Every block type a content page shows can be added and gets a card with its inputs.
    const select = screen.getByLabelText("新区块类型") as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(FLOW_BLOCK_TYPES);
    for (const type of FLOW_BLOCK_TYPES) {
      fireEvent.change(select, { target: { value: type } });
      fireEvent.click(button("+ 添加区块"));
    }
    expect(cardTitles()).toHaveLength(2 + FLOW_BLOCK_TYPES.length);
    const faq = 2 + FLOW_BLOCK_TYPES.indexOf("faq");
    fireEvent.click(within(document.getElementById(`block-${faq}`)!).getByRole("button", { name: "+ 添加一项：条目" }));
    expect(input(`f-blocks-${faq}-items-0-question-zh`)).toBeTruthy();
    expect(input(`f-blocks-${faq}-items-0-answer-en`).tagName).toBe("TEXTAREA");
    // Markdown gets its live preview.
    const text = 2 + FLOW_BLOCK_TYPES.indexOf("text");
    fireEvent.change(input(`f-blocks-${text}-body-en`), { target: { value: "## Heading" } });
    await waitFor(() =>
      expect(
        within(document.getElementById(`block-${text}`)!)
          .getByRole("region", { name: "English预览" })
          .querySelector("h2")?.textContent,
      ).toBe("Heading"),
    );
  }, 60_000);

  it("generates the home page's sections' inputs: a home about block has exactly three slides, fixed", async () => {
    const home = { ...PAGE, path: "/pc_index", blocks: HOME_SLOTS.map((t) => blankBlock(t)) };
    stubFetch({ "GET /api/admin/pages/4": () => ok(home) });
    renderEditor("zh");
    await screen.findByRole("heading", { name: /区块 5 · 首页客户故事/ });
    // The home page has more blocks than two: they open folded.
    fireEvent.click(button("全部展开"));
    const about = HOME_SLOTS.indexOf("homeAbout");
    expect(input(`f-blocks-${about}-slides-2-title-zh`)).toBeTruthy();
    expect(within(document.getElementById(`block-${about}`)!).queryByRole("button", { name: "+ 添加一项：幻灯片" })).toBeNull();
    expect(within(document.getElementById(`block-${about}`)!).getAllByRole("button", { name: "+ 添加一项：公司数据" })).toHaveLength(3);
  }, 60_000);

  it("adds, moves and removes blocks (after a confirmation) and saves them in that order", async () => {
    const net = stubFetch({
      "GET /api/admin/pages/4": () => ok(PAGE),
      "PUT /api/admin/pages/4": () => ok({ id: 4, version: 3 }),
    });
    renderEditor();
    await screen.findByRole("heading", { name: /Block 1 · Hero/ });
    fireEvent.change(screen.getByLabelText("New block type"), { target: { value: "cta" } });
    fireEvent.click(button("+ Add block"));
    expect(cardTitles()).toEqual(["Block 1 · Hero", "Block 2 · Capabilities", "Block 3 · Call to action"]);
    fireEvent.change(input("f-blocks-2-title-zh"), { target: { value: "预约演示" } });
    fireEvent.change(input("f-blocks-2-title-en"), { target: { value: "Book a demo" } });

    fireEvent.click(button("Move up: Block 3 · Call to action"));
    expect(cardTitles()).toEqual(["Block 1 · Hero", "Block 2 · Call to action", "Block 3 · Capabilities"]);
    expect(input("f-blocks-1-title-en").value).toBe("Book a demo");
    // The keyboard stays on the block that moved.
    await waitFor(() => expect(document.activeElement?.id).toBe("block-1-up"));
    expect(button("Move up: Block 1 · Hero")).toHaveProperty("disabled", true);

    fireEvent.click(button("Remove: Block 1 · Hero"));
    const dialog = screen.getByRole("dialog", { name: "Remove block", hidden: true });
    expect(dialog.textContent).toMatch(/Remove block 1 \(Hero\) and everything in it\?/);
    // Cancelling keeps it; confirming removes it.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel", hidden: true }));
    expect(cardTitles()).toHaveLength(3);
    fireEvent.click(button("Remove: Block 1 · Hero"));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Remove block", hidden: true })).getByRole("button", { name: "Remove block", hidden: true }));
    expect(cardTitles()).toEqual(["Block 1 · Call to action", "Block 2 · Capabilities"]);

    fireEvent.click(button("Save"));
    await screen.findByText("Saved");
    const put = net.callsTo("PUT", "/api/admin/pages/4")[0]!;
    const body = put.body as { blocks: { type: string; title: unknown }[]; status: string };
    expect(body.blocks.map((b) => b.type)).toEqual(["cta", "capabilities"]);
    expect(body.blocks[0]!.title).toEqual(bi("预约演示", "Book a demo"));
    // Saving keeps the published copy online: a draft save, with the version it started from.
    expect(body.status).toBe("draft");
    expect(put.headers["If-Match"]).toBe("2");
  }, 20_000);

  it("counts texts filled in one language only at the top and marks them at the field", async () => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(PAGE) });
    renderEditor();
    await screen.findByRole("heading", { name: /Block 1 · Hero/ });
    expect(document.getElementById("missing-translations")?.textContent).toMatch(/Both languages are filled in/);
    fireEvent.change(input("f-blocks-0-title-en"), { target: { value: "" } });
    fireEvent.change(input("f-blocks-1-items-0-text-zh"), { target: { value: " " } });
    const top = document.getElementById("missing-translations")!;
    expect(top.textContent).toMatch(/2 texts are filled in one language only/);
    expect(
      within(top)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#f-blocks-0-title-en", "#f-blocks-1-items-0-text-zh"]);
    expect(within(top).getAllByRole("link")[0]!.textContent).toBe("Block 1 · Hero › Title (English)");
    expect(input("f-blocks-0-title-en").className).toContain("input--missing");
    expect(document.querySelector('label[for="f-blocks-0-title-en"]')?.textContent).toMatch(/translation missing/);
    expect(within(document.getElementById("block-1")!).getByText("1 texts are filled in one language only")).toBeTruthy();
  });

  it("refuses to publish a picture without alt text, naming the block and field, and shows the server's refusal at the field", async () => {
    const net = stubFetch({
      "GET /api/admin/pages/4": () => ok(PAGE),
      "PUT /api/admin/pages/4": () => ({
        status: 400,
        body: {
          code: 20001,
          success: false,
          msg: "picture /img/x.svg has no alt text (zh) in block 2 (capabilities)",
          data: { field: "blocks.0.figure.alt.zh" },
        },
      }),
    });
    renderEditor();
    await screen.findByRole("heading", { name: /Block 1 · Hero/ });
    fireEvent.change(input("f-blocks-0-figure-alt-en"), { target: { value: "" } });
    fireEvent.change(input("f-blocks-0-figure-alt-zh"), { target: { value: "" } });
    fireEvent.click(button("Publish"));
    await waitFor(() => expect(input("f-blocks-0-figure-alt-en").getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("f-blocks-0-figure-alt-en-e")?.textContent).toBe(
      "Cannot publish: block 1 (Hero), “Block 1 · Hero › Picture” has no English alt text.",
    );
    expect(document.getElementById("f-blocks-0-figure-alt-zh-e")?.textContent).toMatch(/no Chinese alt text/);
    expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(0);

    // The server's own refusal (another rule, another field) lands at its field too.
    fireEvent.change(input("f-blocks-0-figure-alt-en"), { target: { value: "The interface" } });
    fireEvent.change(input("f-blocks-0-figure-alt-zh"), { target: { value: "界面" } });
    fireEvent.click(button("Publish"));
    await waitFor(() => expect(document.getElementById("f-blocks-0-figure-alt-zh-e")?.textContent).toMatch(/has no alt text \(zh\)/));
    expect(input("f-blocks-0-figure-alt-zh").value).toBe("界面");
    expect((net.callsTo("PUT", "/api/admin/pages/4")[0]!.body as { status: string }).status).toBe("published");
  });

  it("answers a concurrent save (412) clearly and keeps the edit in the form and the local draft", async () => {
    stubFetch({
      "GET /api/admin/pages/4": () => ok(PAGE),
      "PUT /api/admin/pages/4": () => ({
        status: 412,
        body: { code: 412, success: false, msg: "stale", data: { version: 3, updatedAt: "2026-11-21T09:30:00.000Z", updatedBy: "li@example.com" } },
      }),
    });
    const first = renderEditor();
    await screen.findByRole("heading", { name: /Block 1 · Hero/ });
    fireEvent.change(input("f-blocks-0-title-en"), { target: { value: "One model from ramps to drawings" } });
    fireEvent.click(button("Save"));
    const alert = await screen.findByText(/li@example\.com saved this page at .* after you opened it/);
    expect(alert.textContent).toMatch(/Your edits are still in the form and in the local draft/);
    expect(input("f-blocks-0-title-en").value).toBe("One model from ramps to drawings");
    first.unmount();
    renderEditor();
    await screen.findByRole("heading", { name: /Block 1 · Hero/ });
    expect(input("f-blocks-0-title-en").value).toBe("One model from ramps to drawings");
  });
});

describe("choices in the admin's words (issue 36)", () => {
  it.each([
    ["zh", "图标", "纵断面", "桥梁", "保存"],
    ["en", "Icon", "Profile", "Bridge", "Save"],
  ] as const)(
    "an icon field shows the icons themselves, each named, as a radio group; the one chosen is marked and saved (%s)",
    async (lang, label, chosen, next, save) => {
      const net = stubFetch({ "GET /api/admin/pages/4": () => ok(PAGE), "PUT /api/admin/pages/4": () => ok({ id: 4, version: 3 }) });
      renderEditor(lang);
      await screen.findByRole("heading", { name: /^(区块|Block) 2/ });
      const group = document.getElementById("f-blocks-1-items-1-icon")!;
      // A group named by the field's label, one radio per icon of the set, each with its drawing and its name.
      expect(group.getAttribute("role")).toBe("radiogroup");
      expect(screen.getAllByRole("radiogroup", { name: label })).toHaveLength(2);
      const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
      expect(radios.map((r) => r.value)).toEqual([...ICON_NAMES]);
      const names = radios.map((r) => r.labels?.[0]?.textContent ?? "");
      expect(names.map((n, i) => n === ICON_NAMES[i])).not.toContain(true);
      expect(new Set(names).size).toBe(ICON_NAMES.length);
      for (const r of radios) expect(r.labels?.[0]?.querySelector("svg")).toBeTruthy();
      // The stored icon is the one checked, by its name.
      expect(radios.filter((r) => r.checked).map((r) => r.labels?.[0]?.textContent)).toEqual([chosen]);

      fireEvent.click(within(group).getByRole("radio", { name: next }));
      expect(within(group).getByRole("radio", { name: next })).toHaveProperty("checked", true);
      expect(within(group).getByRole("radio", { name: chosen })).toHaveProperty("checked", false);
      fireEvent.click(button(save));
      await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(1));
      const body = net.callsTo("PUT", "/api/admin/pages/4")[0]!.body as { blocks: { items?: { icon: string }[] }[] };
      expect(body.blocks[1]!.items!.map((i) => i.icon)).toEqual(["alignment", "bridge"]);
    },
  );

  // The figures' and cases' names are the content's (the published settings, the /cases page), so a
  // case renamed there is named anew in the editor, and never by a list of names kept in the code.
  const renamed = { zh: "跨江大桥 BIM 平台（更名后）", en: "River bridge BIM platform (renamed)" };
  const casesPage = (() => {
    const item = (seedPages as PageItem[]).find((p) => p.path === "/cases")!;
    const blocks = item.blocks.map((b) =>
      b.type === "cases" ? { ...b, items: b.items.map((c) => (c.anchor === "river-bridge" ? { ...c, title: renamed } : c)) } : b,
    );
    return { ...item, blocks };
  })();
  const langOf = (call: Call) => (new URL(call.url, "http://localhost").searchParams.get("language") === "en" ? "en" : "zh");
  const published = {
    "GET /api/site": (call: Call) => ok(seedSettings[langOf(call)]),
    "GET /api/pages": (call: Call) => ok(localPage(casesPage, langOf(call), pageVars(seedSettings[langOf(call)]))),
  };

  it.each([
    ["zh", "道路与互通立交设计 (/digital/eicad)"],
    ["en", `${routeTitles.en.eicad} (/digital/eicad)`],
  ] as const)("names a card's linked page, and a proof's figures and case as the published site names them, never by their codes (%s)", async (lang, route) => {
    const cards = {
      type: "cards",
      title: bi("产品", "Products"),
      lead: bi("", ""),
      items: [{ route: "eicad", icon: "drawing", title: bi("EICAD", "EICAD"), text: bi("设计", "Design"), tags: [] }],
    };
    const proof = { type: "proof", title: bi("实力", "Proof"), lead: bi("", ""), facts: ["patents", "roadKm"], case: "river-bridge" };
    stubFetch({ "GET /api/admin/pages/4": () => ok({ ...PAGE, blocks: [cards, proof] }), ...published });
    renderEditor(lang);
    const facts = seedSettings[lang].facts;
    const named = [route, facts.find((f) => f.key === "patents")!.label, facts.find((f) => f.key === "roadKm")!.label, renamed[lang]];
    const selects = () =>
      ["f-blocks-0-items-0-route", "f-blocks-1-facts-0", "f-blocks-1-facts-1", "f-blocks-1-case"].map((id) => input(id) as unknown as HTMLSelectElement);
    await waitFor(() => expect(selects().map((s) => s.selectedOptions[0]?.textContent)).toEqual(named));
    for (const select of selects()) {
      expect(select.tagName).toBe("SELECT");
      for (const o of select.options) expect(o.textContent).not.toBe(o.value);
    }
  });
});

describe("block headings in the admin's language (issue 36)", () => {
  it.each([
    ["zh", ["区块 1 · 首屏", "区块 2 · 能力"], "新区块类型"],
    ["en", ["Block 1 · Hero", "Block 2 · Capabilities"], "New block type"],
  ] as const)("name each block by its number and kind only, and offer new blocks by name, with no type code (%s)", async (lang, titles, addLabel) => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(PAGE) });
    renderEditor(lang);
    await screen.findByRole("heading", { name: titles[0] });
    expect(cardTitles()).toEqual(titles);
    expect(document.querySelectorAll(".block-card__head code")).toHaveLength(0);
    const select = screen.getByLabelText(addLabel) as HTMLSelectElement;
    for (const o of select.options) {
      expect(o.textContent).toBe(BLOCK_LABELS[lang][o.value as keyof typeof BLOCK_LABELS.zh]);
    }
  });
});

describe("folded block cards (issue 36)", () => {
  const CTA = { type: "cta", title: bi("预约演示", "Book a demo"), lead: bi("", ""), button: bi("联系我们", "Contact us") };
  const LONG = { ...PAGE, blocks: [HERO, CAPS, CTA] };
  const toggle = (i: number) => document.getElementById(`block-${i}-toggle`) as HTMLButtonElement;
  const expanded = () => [0, 1, 2].map((i) => toggle(i).getAttribute("aria-expanded"));
  const body = (i: number) => document.getElementById(toggle(i).getAttribute("aria-controls")!)!;

  it.each([
    ["zh", "区块 1 · 首屏", "平纵横联动", "全部展开", "全部折叠"],
    ["en", "Block 1 · Hero", "Linked design", "Expand all", "Collapse all"],
  ] as const)(
    "a page of more than two blocks opens with each folded to its heading and title, opened one by one or all at once (%s)",
    async (lang, heading, title, expandAll, collapseAll) => {
      stubFetch({ "GET /api/admin/pages/4": () => ok(LONG) });
      renderEditor(lang);
      // The heading is the disclosure button.
      const h = await screen.findByRole("heading", { name: heading });
      expect(within(h).getByRole("button", { name: heading })).toBe(toggle(0));
      expect(expanded()).toEqual(["false", "false", "false"]);
      // A folded card: no fields, its title on one line.
      expect(body(0).hidden).toBe(true);
      expect(body(0).querySelectorAll("input, textarea, select")).toHaveLength(0);
      expect(input("f-blocks-0-title-zh")).toBeNull();
      expect(document.querySelector("#block-0 .block-card__summary")?.textContent).toBe(title);

      fireEvent.click(toggle(0));
      expect(expanded()).toEqual(["true", "false", "false"]);
      expect(body(0).hidden).toBe(false);
      expect(input("f-blocks-0-title-zh").value).toBe("平纵横联动");
      expect(document.querySelector("#block-0 .block-card__summary")).toBeNull();
      fireEvent.click(toggle(0));
      expect(input("f-blocks-0-title-zh")).toBeNull();

      fireEvent.click(button(expandAll));
      expect(expanded()).toEqual(["true", "true", "true"]);
      expect(input("f-blocks-2-title-en").value).toBe("Book a demo");
      fireEvent.click(button(collapseAll));
      expect(expanded()).toEqual(["false", "false", "false"]);
    },
  );

  it("a page of two blocks opens with both open; a block with a text in one language only opens, so nothing to fix is hidden", async () => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(PAGE) });
    renderEditor();
    await screen.findByRole("heading", { name: "Block 1 · Hero" });
    expect([0, 1].map((i) => toggle(i).getAttribute("aria-expanded"))).toEqual(["true", "true"]);
    cleanup();

    const half = { ...CAPS, items: [CAPS.items[0], { ...CAPS.items[1], text: bi("纵断设计", "") }] };
    stubFetch({ "GET /api/admin/pages/4": () => ok({ ...LONG, blocks: [HERO, half, CTA] }) });
    renderEditor();
    await screen.findByRole("heading", { name: "Block 1 · Hero" });
    expect(expanded()).toEqual(["false", "true", "false"]);
    expect(input("f-blocks-1-items-1-text-en")).toBeTruthy();
    // Folded again, the link to the missing text opens its block and takes the keyboard to the field.
    fireEvent.click(toggle(1));
    expect(input("f-blocks-1-items-1-text-en")).toBeNull();
    fireEvent.click(within(document.getElementById("missing-translations")!).getByRole("link"));
    await waitFor(() => expect(document.activeElement?.id).toBe("f-blocks-1-items-1-text-en"));
    expect(toggle(1).getAttribute("aria-expanded")).toBe("true");
  });

  it("a refused publish opens the folded block of its field and focuses the field", async () => {
    const noAlt = { ...HERO, figure: { ...HERO.figure, alt: bi("", "") } };
    const net = stubFetch({ "GET /api/admin/pages/4": () => ok({ ...LONG, blocks: [noAlt, CAPS, CTA] }) });
    renderEditor();
    await screen.findByRole("heading", { name: "Block 1 · Hero" });
    expect(expanded()).toEqual(["false", "false", "false"]);
    fireEvent.click(button("Publish"));
    await waitFor(() => expect(document.activeElement?.id).toBe("f-blocks-0-figure-alt-zh"));
    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(input("f-blocks-0-figure-alt-en").getAttribute("aria-invalid")).toBe("true");
    expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(0);
  });

  it("a new block opens and takes the focus; moving a block keeps its fold", async () => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(LONG) });
    renderEditor();
    await screen.findByRole("heading", { name: "Block 1 · Hero" });
    fireEvent.change(screen.getByLabelText("New block type"), { target: { value: "faq" } });
    fireEvent.click(button("+ Add block"));
    expect(cardTitles()[3]).toBe("Block 4 · FAQ");
    expect(toggle(3).getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(toggle(3)));
    expect(input("f-blocks-3-title-zh")).toBeTruthy();
    fireEvent.click(button("Move up: Block 4 · FAQ"));
    expect([0, 1, 2, 3].map((i) => toggle(i).getAttribute("aria-expanded"))).toEqual(["false", "false", "true", "false"]);
    expect(cardTitles()[2]).toBe("Block 3 · FAQ");
  });
});

describe("the live preview, one frame at a time (issue 36)", () => {
  const frames = () => [...document.querySelectorAll(".page-preview iframe")] as HTMLIFrameElement[];

  it.each([
    ["en", "Preview width", "Desktop (1440 px)", "Phone (390 px)", "Full size", "English preview of the page at", "Phone (390 px) · 100%"],
    ["zh", "预览宽度", "桌面（1440 像素）", "手机（390 像素）", "全尺寸查看", "1440 像素宽的中文页面预览", "手机（390 像素） · 100%"],
  ] as const)(
    "switches between desktop and phone, and shows the chosen frame at its real size in a dialog Escape closes (%s)",
    async (lang, group, desktop, phone, fullSize, firstTitle, dialogName) => {
      stubFetch({ "GET /api/admin/pages/4": () => ok(PAGE) });
      renderEditor(lang);
      const switcher = await screen.findByRole("group", { name: group });
      // Desktop first, alone.
      expect(frames()).toHaveLength(1);
      expect(frames()[0]!.title).toContain(firstTitle);
      expect(frames()[0]!.width).toBe("1440");
      expect(within(switcher).getByRole("button", { name: desktop }).getAttribute("aria-pressed")).toBe("true");

      fireEvent.click(within(switcher).getByRole("button", { name: phone }));
      expect(within(switcher).getByRole("button", { name: phone }).getAttribute("aria-pressed")).toBe("true");
      expect(within(switcher).getByRole("button", { name: desktop }).getAttribute("aria-pressed")).toBe("false");
      expect(frames()).toHaveLength(1);
      expect(frames()[0]!.width).toBe("390");
      expect(frames()[0]!.title).toMatch(/390/);

      // Full size: the phone frame at 100 % in a dialog over the screen.
      fireEvent.click(button(fullSize));
      const dialog = screen.getByRole("dialog", { name: dialogName });
      expect((dialog as HTMLDialogElement).open).toBe(true);
      const big = dialog.querySelector("iframe")!;
      expect(big.width).toBe("390");
      expect(big.style.transform).toBe("scale(1)");
      expect((big.parentElement as HTMLElement).style.width).toBe("390px");
      fireEvent.keyDown(dialog, { key: "Escape" });
      expect((dialog as HTMLDialogElement).open).toBe(false);
      expect(dialog.querySelector("iframe")).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(button(fullSize)));
    },
  );
});

describe("scheduling a page", () => {
  it.each([
    ["en", "Publish at", /Time zone: Asia\/Shanghai/, "Schedule", "Publish", "Clear the time", /Scheduled/, /Goes live 1 May 2099, 09:30/],
    ["zh", "定时发布", /时区：Asia\/Shanghai/, "定时发布", "发布", "清除定时", /已定时/, /将于 2099年5月1日 09:30 上线/],
  ] as const)(
    "takes the time in the site's zone, schedules the published copy and says so in the head (%s)",
    async (lang, label, hint, schedule, publish, clear, badge, when) => {
      // The server's item after the schedule: its published copy scheduled.
      let stored: typeof PAGE = PAGE;
      const net = stubFetch({
        "GET /api/admin/pages/4": () => ok(stored),
        "PUT /api/admin/pages/4": (call) => {
          const body = call.body as typeof PAGE;
          stored = { ...PAGE, ...body, rowVersion: 3, live: { ...PAGE.live, status: "scheduled", publishAt: body.publishAt } };
          return ok({ id: 4, version: 3 });
        },
      });
      renderEditor(lang);
      await screen.findByRole("heading", { name: lang === "en" ? /Block 1 · Hero/ : /区块 1 · 首屏/ });
      const at = screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
      expect(at.type).toBe("datetime-local");
      expect(at.value).toBe("");
      expect(document.getElementById(at.getAttribute("aria-describedby")!)?.textContent).toMatch(hint);
      expect(button(publish)).toBeTruthy();

      fireEvent.change(at, { target: { value: "2099-05-01T09:30" } });
      fireEvent.click(button(schedule));
      await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(1));
      // 09:30 in Shanghai is 01:30 UTC, whatever the browser's zone.
      expect(net.callsTo("PUT", "/api/admin/pages/4")[0]!.body).toMatchObject({ status: "published", publishAt: "2099-05-01T01:30:00.000Z" });
      const meta = document.querySelector(".screen__meta")!;
      await waitFor(() => expect(meta.querySelector(".badge")?.textContent).toMatch(badge));
      expect(meta.textContent).toMatch(when);

      // Cleared, it goes live as soon as it is published.
      fireEvent.click(button(clear));
      expect(at.value).toBe("");
      fireEvent.click(button(publish));
      await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(2));
      expect(net.callsTo("PUT", "/api/admin/pages/4")[1]!.body).toMatchObject({ status: "published", publishAt: null });
    },
  );
});

describe("a page's unpublish time", () => {
  it.each([
    ["en", "Publish at", "Unpublish at", /initial content again.+Time zone: Asia\/Shanghai/, "Publish", "Clear the unpublish time"],
    ["zh", "定时发布", "定时下线", /初始内容.+时区：Asia\/Shanghai/, "发布", "清除下线时间"],
  ] as const)(
    "is entered beside the publish time in the site's zone, sent with the publish, and the server's refusal shows at it (%s)",
    async (lang, publishLabel, label, hint, publish, clear) => {
      let refuse = false;
      const net = stubFetch({
        "GET /api/admin/pages/4": () => ok(PAGE),
        "PUT /api/admin/pages/4": () =>
          refuse
            ? {
                status: 400,
                body: { code: 20001, success: false, msg: lang === "en" ? "unpublishAt is invalid" : "unpublishAt 无效", data: { field: "unpublishAt" } },
              }
            : ok({ id: 4, version: 3 }),
      });
      renderEditor(lang);
      await screen.findByRole("heading", { name: lang === "en" ? /Block 1 · Hero/ : /区块 1 · 首屏/ });
      const publishAt = screen.getByLabelText(publishLabel, { selector: "input" }) as HTMLInputElement;
      const at = screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
      // Beside "Publish at": the next field of the form.
      expect(publishAt.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(at.type).toBe("datetime-local");
      expect(at.value).toBe("");
      expect(document.getElementById(at.getAttribute("aria-describedby")!)?.textContent).toMatch(hint);

      fireEvent.change(at, { target: { value: "2099-05-02T09:30" } });
      fireEvent.click(button(publish));
      await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(1));
      // 09:30 in Shanghai is 01:30 UTC, whatever the browser's zone.
      expect(net.callsTo("PUT", "/api/admin/pages/4")[0]!.body).toMatchObject({
        status: "published",
        publishAt: null,
        unpublishAt: "2099-05-02T01:30:00.000Z",
      });

      refuse = true;
      fireEvent.click(button(publish));
      await waitFor(() => expect(at.getAttribute("aria-invalid")).toBe("true"));
      expect(document.getElementById(`${at.id}-e`)?.textContent).toBeTruthy();

      fireEvent.click(button(clear));
      expect(at.value).toBe("");
    },
  );
});

describe("what visitors get, in the page editor's head", () => {
  const head = () => document.querySelector(".screen__meta")!;
  const badges = () => [...head().querySelectorAll(".badge")].map((b) => b.textContent);

  it.each([
    ["zh", ["已定时", "有未发布的修改"], /将于 2099年5月1日 09:30 上线/, /发布于 .+ · 运维 \/ Ops token/, "保存"],
    ["en", ["Scheduled", "unpublished changes"], /Goes live 1 May 2099, 09:30/, /Published .+ · 运维 \/ Ops token/, "Save"],
  ] as const)("a page scheduled ahead and then saved as a draft stays scheduled, with unpublished changes (%s)", async (lang, names, when, by, save) => {
    const scheduled = {
      ...PAGE,
      status: "draft",
      publishAt: "2099-05-01T01:30:00.000Z",
      live: { status: "scheduled", publishAt: "2099-05-01T01:30:00.000Z", publishedAt: "2026-11-20T08:00:00.000Z", publishedBy: "运维 / Ops token" },
    };
    let stored = scheduled;
    const net = stubFetch({
      "GET /api/admin/pages/4": () => ok(stored),
      "PUT /api/admin/pages/4": () => {
        stored = { ...scheduled, rowVersion: 3, hasDraftChanges: true };
        return ok({ id: 4, version: 3 });
      },
    });
    renderEditor(lang);
    await waitFor(() => expect(badges()).toEqual(names.slice(0, 1)));
    expect(head().textContent).toMatch(when);
    expect(head().textContent).toMatch(by);

    fireEvent.change(input("f-title-en"), { target: { value: "EICAD, edited" } });
    fireEvent.click(button(save));
    await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(1));
    expect(net.callsTo("PUT", "/api/admin/pages/4")[0]!.body).toMatchObject({ status: "draft" });
    // Read again after the save: still scheduled, now with changes visitors will not get then.
    await waitFor(() => expect(badges()).toEqual(names));
    expect(head().textContent).toMatch(when);
    expect(head().textContent).not.toMatch(lang === "zh" ? /草稿/ : /Draft/);
  });

  it.each([
    ["zh", ["已发布", "有未发布的修改"], "访客看到的是初始内容"],
    ["en", ["Published", "unpublished changes"], "Visitors see the initial content"],
  ] as const)("a published page with saved edits says it is published with unpublished changes, and a seeded one says so (%s)", async (lang, names, seeded) => {
    stubFetch({
      "GET /api/admin/pages/4": () =>
        ok({ ...PAGE, status: "draft", hasDraftChanges: true, live: { status: "published", publishAt: null, publishedAt: null, publishedBy: null } }),
    });
    renderEditor(lang);
    await waitFor(() => expect(badges()).toEqual(names));
    expect(head().textContent).toContain(seeded);
    // The page is on the site whatever the edited copy's status: the link to it stays.
    expect(
      within(head() as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/digital/eicad");
  });
});

describe("blocks the page can show (common/page-layouts.ts)", () => {
  const INTRO = { type: "intro", eyebrow: bi("帮助", "Help"), title: bi("帮助中心", "Help centre"), lead: bi("手册与常见问题", "Manuals and FAQ") };
  const FAQ = { type: "faq", title: bi("常见问题", "FAQ"), items: [{ question: bi("如何激活？", "How to activate?"), answer: bi("联系我们", "Contact us") }] };
  const TEXT = { type: "text", title: bi("公告", "Notice"), body: bi("正文", "Body") };
  const help = (blocks: unknown[]) => ({ ...PAGE, path: "/help", blocks });
  const buttonNames = () => [...document.querySelectorAll("button")].map((b) => b.getAttribute("aria-label") ?? b.textContent);

  it("offers no block to add on /help, nor moving or removing its intro and FAQ, and says why, in both languages", async () => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(help([INTRO, FAQ])) });
    renderEditor("en");
    await screen.findByRole("heading", { name: /Block 2 · FAQ/ });
    await screen.findByText(/This page shows these blocks in fixed places, one of each/);
    expect(screen.queryByLabelText("New block type")).toBeNull();
    expect(buttonNames().filter((n) => /^(Move up|Move down|Remove): Block/.test(n ?? ""))).toEqual([]);
    // The block's own items can still be edited.
    expect(button("+ Add to Items")).toBeTruthy();
    cleanup();

    stubFetch({ "GET /api/admin/pages/4": () => ok(help([INTRO, FAQ])) });
    renderEditor("zh");
    await screen.findByText(/此页面在固定位置显示这些区块，每种一个/);
    expect(screen.queryByLabelText("新区块类型")).toBeNull();
    expect(buttonNames().filter((n) => /^(上移|下移|删除)：区块/.test(n ?? ""))).toEqual([]);
  });

  it("offers only the block /help lacks, and puts it in its place", async () => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(help([FAQ])) });
    renderEditor("en");
    await screen.findByRole("heading", { name: /Block 1 · FAQ/ });
    expect(await screen.findByText("The page /help needs one “Intro” block.")).toBeTruthy();
    const select = (await screen.findByLabelText("New block type")) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(["intro"]);
    fireEvent.click(button("+ Add block"));
    expect(cardTitles()).toEqual(["Block 1 · Intro", "Block 2 · FAQ"]);
    expect(screen.queryByText("The page /help needs one “Intro” block.")).toBeNull();
    expect(screen.queryByLabelText("New block type")).toBeNull();
  });

  it("marks a block /help cannot show, offers to remove only that one, and shows the server's refusal at it", async () => {
    stubFetch({
      "GET /api/admin/pages/4": () => ok(help([INTRO, FAQ, TEXT])),
      "PUT /api/admin/pages/4": () => ({
        status: 400,
        body: {
          code: 20001,
          success: false,
          msg: "页面 /help 不显示“正文”区块：请删除区块 3 后再保存",
          data: { field: "blocks.2", page: "/help", type: "text" },
        },
      }),
    });
    renderEditor("zh");
    await screen.findByRole("heading", { name: /区块 3 · 正文/ });
    const card = document.getElementById("block-2")!;
    expect(await within(card).findByText("页面 /help 不显示“正文”区块：请删除区块 3 后再保存")).toBeTruthy();
    expect(buttonNames().filter((n) => /^(上移|下移|删除)：区块/.test(n ?? ""))).toEqual(["删除：区块 3 · 正文"]);
    fireEvent.click(button("保存"));
    expect((await within(card).findByRole("alert")).textContent).toBe("页面 /help 不显示“正文”区块：请删除区块 3 后再保存");
  });

  it("offers every block a content page shows on /digital/eicad, with move and remove", async () => {
    stubFetch({ "GET /api/admin/pages/4": () => ok(PAGE) });
    renderEditor("en");
    const select = (await screen.findByLabelText("New block type")) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([...FLOW_BLOCK_TYPES]);
    expect([...select.options].map((o) => o.value)).not.toContain("homeBanner");
    expect(button("Move down: Block 1 · Hero")).toBeTruthy();
    expect(button("Remove: Block 2 · Capabilities")).toBeTruthy();
    expect(screen.queryByText(/This page shows these blocks in fixed places/)).toBeNull();
  });
});

describe("the contact block under the page (issue 33)", () => {
  it.each([
    ["en", "Contact block", ["Page default (Hidden)", "Shown", "Hidden"], "Publish", "Save"],
    ["zh", "联系表单区块", ["按页面默认 (不显示)", "显示", "不显示"], "发布", "保存"],
  ] as const)(
    "switches it on or off for the page, the route's default said, published and saved with the page (%s)",
    async (lang, label, options, publish, save) => {
      let stored: typeof PAGE & { contact?: string } = { ...PAGE, contact: "default" };
      const net = stubFetch({
        "GET /api/admin/pages/4": () => ok(stored),
        "PUT /api/admin/pages/4": (call) => {
          stored = { ...stored, ...(call.body as object), rowVersion: stored.rowVersion + 1 };
          return ok({ id: 4, version: stored.rowVersion });
        },
      });
      renderEditor(lang);
      await screen.findByRole("heading", { name: lang === "en" ? /Block 1 · Hero/ : /区块 1 · 首屏/ });
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      // /digital/eicad has no contact block by the route table's default.
      await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(options));
      expect(select.value).toBe("default");

      fireEvent.change(select, { target: { value: "on" } });
      fireEvent.click(button(publish));
      await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(1));
      expect(net.callsTo("PUT", "/api/admin/pages/4")[0]!.body).toMatchObject({ contact: "on", status: "published" });

      await waitFor(() => expect((screen.getByLabelText(label) as HTMLSelectElement).value).toBe("on"));
      fireEvent.change(screen.getByLabelText(label), { target: { value: "off" } });
      fireEvent.click(button(save));
      await waitFor(() => expect(net.callsTo("PUT", "/api/admin/pages/4")).toHaveLength(2));
      expect(net.callsTo("PUT", "/api/admin/pages/4")[1]!.body).toMatchObject({ contact: "off", status: "draft" });
    },
    30_000,
  );
});
