import { afterEach, describe, expect, it, vi } from "vitest";
import { base64ToBlob, blobToBase64 } from "../../src/lib/base64";

afterEach(() => vi.unstubAllGlobals());

describe("base64 conversion", () => {
  it("round-trips a file through a data URL", async () => {
    const url = await blobToBase64(new Blob(["路线 alignment"], { type: "text/plain" }));
    expect(url.startsWith("data:text/plain;base64,")).toBe(true);
    const back = base64ToBlob(url);
    expect(back.type).toBe("text/plain");
    expect(await back.text()).toBe("路线 alignment");
  });
  it("rejects malformed base64 with 'base64 error'", () => {
    expect(() => base64ToBlob("data:image/png;base64,@@@")).toThrow("base64 error");
    expect(() => base64ToBlob("data:text/plain,hello")).toThrow("base64 error");
  });
  it("rejects with 'not support' where FileReader does not exist", async () => {
    vi.stubGlobal("FileReader", undefined);
    await expect(blobToBase64(new Blob(["x"]))).rejects.toThrow("not support");
  });
});
