// The area-code picker's list (SPEC section 3: about 240 countries and regions, each with a Chinese and
// an English label and a dialling code, sorted by the English label) comes from one committed table,
// so the server's render and the browser's are the same list (decision 0043).
import { beforeAll, expect, it } from "vitest";
import { AREA_CODES } from "../../common/area-codes";
import { areaCodeOptions, dialOf, loadAreaCodes } from "../../src/lib/area-codes";
import { REGION_NAMES } from "../../src/lib/region-names";

beforeAll(() => loadAreaCodes());

it("names every region of the list exactly once, in English and in Simplified Chinese", () => {
  const regions = REGION_NAMES.map(([r]) => r);
  expect(new Set(regions).size, "no region twice").toBe(regions.length);
  expect([...regions].sort()).toEqual(AREA_CODES.map(([r]) => r).sort());
  for (const [region, en, zh] of REGION_NAMES) {
    expect(en, region).not.toBe(region);
    expect(en, `${region}: an English name`).toMatch(/^[\p{Script=Latin}][\p{Script=Latin} .,&'’()-]*$/u);
    expect(zh, `${region}: a Chinese name in Han characters`).toMatch(/^[\p{Script=Han}·（）]+$/u);
  }
});

it("is sorted by the English name, in both languages", () => {
  const byEnglish = new Intl.Collator("en").compare;
  const english = REGION_NAMES.map(([, en]) => en);
  expect(english).toEqual([...english].sort(byEnglish));
  const zh = areaCodeOptions("zh")!.map((o) => o.region);
  expect(
    areaCodeOptions("en")!.map((o) => o.region),
    "the same order in both languages",
  ).toEqual(zh);
  expect(zh.slice(0, 2)).toEqual(["AF", "AX"]);
  expect(zh.at(-1)).toBe("ZW");
});

it('labels each option "Name +code" in the page language, with the region\'s own code', () => {
  const zh = areaCodeOptions("zh")!;
  const en = areaCodeOptions("en")!;
  expect(zh).toHaveLength(AREA_CODES.length);
  expect(en).toHaveLength(AREA_CODES.length);
  const label = (options: typeof zh, region: string) => options.find((o) => o.region === region)?.label;
  expect(label(zh, "DE")).toBe("德国 +49");
  expect(label(en, "DE")).toBe("Germany +49");
  expect(label(zh, "CN")).toBe("中国 +86");
  expect(label(zh, "SG")).toBe("新加坡 +65");
  expect(label(en, "JM")).toBe("Jamaica +1876");
  expect(label(zh, "HK")).toBe("中国香港特别行政区 +852");
  for (const o of en) expect(o.label.endsWith(` ${dialOf(o.region)}`), o.label).toBe(true);
  expect(dialOf("CA")).toBe("+1");
  expect(dialOf("nowhere"), "an unknown region falls back to the default").toBe("+65");
});
