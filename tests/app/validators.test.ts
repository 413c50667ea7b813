import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "../../common/email-pattern";
import { isEmail, isIdNumber, isMainlandMobile, isValidParams } from "../../src/lib/validators";

const EMAILS: [string, boolean][] = [
  ["wang@example.com", true],
  ["a.b+c@mail.example.cn", true],
  ["user@domain.c", false],
  ["user@domain.123", false],
  ["user@domain", false],
  ["userdomain.com", false],
  ["user @domain.com", false],
  ["bob@corp?bcc=spy%40evil.example&subject=Quote&body=Reply%20here.com", false],
  ["bob%40x@example.com", false],
  ["a/b@example.com", false],
  ["a\\b@example.com", false],
  ['"a"@example.com', false],
  ["a@example.com,b@evil.example", false],
  ["a=b@example.com", false],
  ["o'brien@example.ie", true],
  ["", false],
];

describe("isEmail", () => {
  it.each(EMAILS)("%s → %s", (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
  it("agrees with the Worker's rule, so the form never sends what the server rejects", () => {
    for (const [value] of EMAILS) expect(isEmail(value)).toBe(EMAIL_PATTERN.test(value));
  });
});

describe("isMainlandMobile", () => {
  it.each([
    ["13812345678", true],
    ["8613812345678", true],
    ["008613812345678", true],
    ["+86 138-1234-5678", true],
    ["12812345678", false],
    ["1381234567", false],
    ["138123456789", false],
    ["8813812345678", false],
  ])("%s → %s", (value, expected) => expect(isMainlandMobile(value)).toBe(expected));
});

describe("isIdNumber", () => {
  it.each([
    ["11010519491231002X", true],
    ["110105194912310021", true],
    ["11010520001231002x", true],
    ["110105174912310021", false],
    ["110105194913310021", false],
    ["110105194912320021", false],
    ["11010519491231002", false],
    ["11010519491231002Y", false],
  ])("%s → %s", (value, expected) => expect(isIdNumber(value)).toBe(expected));
});

describe("isValidParams", () => {
  it("accepts a set whose only 'empty-looking' value is the string 0", () => {
    expect(isValidParams({ page: "0", size: 10, flag: false })).toBe(true);
  });
  it.each([[{ a: "x", b: "" }], [{ a: "x", b: "  " }], [{ a: "x", b: undefined }], [{ a: "x", b: null }], [{ a: "x", b: [] }], [{ a: Number.NaN }]])(
    "rejects %o",
    (params) => expect(isValidParams(params)).toBe(false),
  );
});
