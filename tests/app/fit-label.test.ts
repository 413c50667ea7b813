// Chart labels fitted to their room: whole when they fit, else two lines broken between words or
// around CJK (never inside "AIRoad"), the second cut with "…".
import { expect, it } from "vitest";
import { fitLabel } from "../../src/admin/dashboard/fit-label";

/** One unit per Latin character, two per CJK one. */
const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u3000-\uffff]/.test(ch) ? 2 : 1), 0);

it("keeps a label that fits", () => {
  expect(fitLabel("Rail transit line design", 30, width)).toBe("Rail transit line design");
});

it("breaks between words and cuts the second line with an ellipsis", () => {
  expect(fitLabel("Road and interchange design (EICAD)", 20, width)).toEqual(["Road and interchange", "design (EICAD)"]);
  expect(fitLabel("Intelligent construction platforms (management, smart site, precast factory)", 20, width)).toEqual(["Intelligent", "construction platfo…"]);
});

it("breaks CJK anywhere but keeps a Latin word and its brackets whole", () => {
  expect(fitLabel("道路快速方案设计（AIRoad）", 20, width)).toEqual(["道路快速方案设计", "（AIRoad）"]);
  expect(fitLabel("智能建造平台（数字建管 / 智慧工地 / 预制工厂）", 16, width)).toEqual(["智能建造平台（数", "字建管 / 智慧工…"]);
});

it("breaks a path after a slash, and a word wider than the line inside it", () => {
  expect(fitLabel("/intelligent/prefabrication", 16, width)).toEqual(["/intelligent/", "prefabrication"]);
  expect(fitLabel("supercalifragilistic", 8, width)).toEqual(["supercal", "ifragil…"]);
});
