// One description per content type (issue 35, docs/decisions/0059): each type is one zod object
// schema; the admin's form is walked from it by the page blocks' walker, the API checks requests with
// it, and a field added to it appears in both without another change.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTENT_RESOURCES, CONTENT_TYPES } from "../../common/content-types";
import { defineContentType, fieldMeta, fieldsOf, lineField } from "../../common/content-types/define";
import { newsType } from "../../common/content-types/news";
import { RESOURCES } from "../../src/admin/content/resources";
import { blankOf, type GroupNode, nodeOf } from "../../src/admin/form/schema-form";
import { newsInputSchema } from "../../worker/schemas/admin-api";

describe("one schema per content type", () => {
  it("the admin's form of every type has the schema's fields in its order, each labelled as the schema says", () => {
    for (const r of CONTENT_RESOURCES) {
      const type = CONTENT_TYPES[r];
      expect(RESOURCES[r].fields.map((f) => f.name)).toEqual(Object.keys(type.schema.shape));
      for (const f of RESOURCES[r].fields) expect(f.label).toEqual(fieldMeta(type, f.name as never).label);
    }
  });

  it("fields that share a rule keep their own label and input: a video's file and its cover", () => {
    const [video, cover] = ["videoPath", "coverPath"].map((n) => RESOURCES.videos.fields.find((f) => f.name === n)!);
    expect([video!.label.zh, video!.node]).toEqual(["视频文件", { kind: "file", accept: "video", use: "path", nullable: false }]);
    expect([cover!.label.en, cover!.node]).toEqual(["Cover image", { kind: "file", accept: "image", use: "path", nullable: false }]);
    // A download is named by its R2 key; a banner's poster may be left empty.
    expect(RESOURCES.software.fields.find((f) => f.name === "fileKey")!.node).toMatchObject({ kind: "file", accept: "download", use: "key" });
    expect(RESOURCES.banners.fields.find((f) => f.name === "posterPath")!.node).toMatchObject({ kind: "file", nullable: true });
  });

  it("a new item starts as the schema says: options' initial values, defaults, blank texts, no publish time", () => {
    const blank = RESOURCES.software.blank();
    expect(blank).toMatchObject({ kind: "software", order: 0, name: { zh: "", en: "" }, version: "", fileKey: "", publishAt: null, status: "draft" });
    expect(RESOURCES.banners.blank()).toMatchObject({ type: "image", jumpToUrl: "/", posterPath: null });
    expect(Date.parse(String(RESOURCES.news.blank().effectiveTime))).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a field added to a type's schema is in the admin's form, labelled, and checked by the API's rule", () => {
    const withSource = defineContentType({
      ...newsType,
      schema: newsType.schema.extend({ sourceUrl: lineField({ label: { zh: "来源链接", en: "Source" }, format: "link", placeholder: "https://" }) }),
    });
    const form = nodeOf(withSource.schema) as GroupNode;
    const field = form.fields.find((f) => f.key === "sourceUrl");
    expect(field).toEqual({
      key: "sourceUrl",
      label: { zh: "来源链接", en: "Source" },
      node: { kind: "text", placeholder: "https://", initial: "", wide: true },
    });
    expect((blankOf(form) as Record<string, unknown>).sourceUrl).toBe("");
    expect(withSource.schema.shape.sourceUrl.safeParse("javascript:alert(1)").success).toBe(false);
    expect(withSource.schema.shape.sourceUrl.safeParse("https://example.org/a").success).toBe(true);
  });

  it("a field made without a field maker has no admin description, and reading the type says which", () => {
    const bare = defineContentType({ ...newsType, schema: newsType.schema.extend({ note: z.string() }) });
    expect(() => fieldsOf(bare)).toThrow("news.note: not a described field");
  });

  it("the API's request schema is the type's: a value outside the type's rule is refused at its field", () => {
    const item = { ...RESOURCES.news.blank(), coverPath: "/files/images/a-1a2b3c4d.png" };
    expect(newsInputSchema.safeParse(item).success).toBe(true);
    const bad = newsInputSchema.safeParse({ ...item, tab: "gossip" });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["tab"]);
    const unpublished = newsInputSchema.safeParse({ ...item, status: "published" });
    expect(unpublished.error?.issues.map((i) => i.path.join("."))).toEqual(["title.zh", "title.en", "content.zh", "content.en"]);
  });
});
