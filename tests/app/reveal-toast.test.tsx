import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { Reveal } from "../../src/components/reveal/reveal";
import { ToastRegion } from "../../src/components/toast/toast-region";
import { toast } from "../../src/components/toast/toast-store";
import { I18nProvider } from "../../src/i18n/i18n-context";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Reveal", () => {
  it("is visible in server HTML (nothing hidden without JavaScript)", () => {
    const html = renderToString(<Reveal>Capabilities</Reveal>);
    expect(html).toContain("reveal--static");
    expect(html).not.toContain("reveal--waiting");
  });

  it("hides content below the fold until it scrolls into view, once", () => {
    let trigger: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: typeof trigger) {
          trigger = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    vi.stubGlobal("innerHeight", 800);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 2000 } as DOMRect);
    render(<Reveal>Below the fold</Reveal>);
    const el = screen.getByText("Below the fold");
    expect(el.className).toContain("reveal--waiting");
    act(() => trigger([{ isIntersecting: true }]));
    expect(el.className).toContain("reveal--shown");
    expect(el.style.getPropertyValue("--reveal-duration")).toBe("1000ms");
    expect(disconnect).toHaveBeenCalled();
  });

  it("stays still for visitors who prefer reduced motion", () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("reduce") }));
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 2000 } as DOMRect);
    render(<Reveal>Calm</Reveal>);
    expect(screen.getByText("Calm").className).toContain("reveal--static");
  });
});

describe("toast", () => {
  it("announces messages through one polite live region", () => {
    render(
      <I18nProvider initial="en">
        <ToastRegion />
      </I18nProvider>,
    );
    act(() => {
      toast.success("submit success");
    });
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("submit success");
  });
});
