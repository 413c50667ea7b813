import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "../../src/i18n/i18n-context";
import { Pagination } from "../../src/components/pagination/pagination";
import type { Lang } from "../../src/i18n/lang";

afterEach(cleanup);

function renderPager(props: Partial<Parameters<typeof Pagination>[0]> & { total: number }, lang: Lang = "en") {
  const onChange = vi.fn();
  render(
    <I18nProvider initial={lang}>
      <Pagination onChange={onChange} {...props} />
    </I18nProvider>,
  );
  return onChange;
}

const prevBtn = () => screen.getByRole("button", { name: /previous/i }) as HTMLButtonElement;
const nextBtn = () => screen.getByRole("button", { name: /next/i }) as HTMLButtonElement;

describe("Pagination", () => {
  it("starts on page 1 of the total pages with the default page size of 10", () => {
    renderPager({ total: 35 });
    expect(screen.getByTestId("pagination-current").textContent).toBe("1 / 4");
    expect(screen.getByText("Page 1 of 4")).toBeTruthy();
  });

  it("disables previous on the first page and emits the next page with the page size", () => {
    const onChange = renderPager({ total: 35 });
    expect(prevBtn().disabled).toBe(true);
    fireEvent.click(prevBtn());
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(nextBtn());
    expect(onChange).toHaveBeenCalledWith({ pageIndex: 2, pageSize: 10 });
  });

  it("disables next on the last page and emits the previous page", () => {
    const onChange = renderPager({ total: 45, pageIndex: 3, pageSize: 20 });
    expect(screen.getByTestId("pagination-current").textContent).toBe("3 / 3");
    expect(nextBtn().disabled).toBe(true);
    fireEvent.click(prevBtn());
    expect(onChange).toHaveBeenCalledWith({ pageIndex: 2, pageSize: 20 });
  });

  it("shows one page with both buttons disabled when there is nothing to list", () => {
    renderPager({ total: 0 });
    expect(screen.getByTestId("pagination-current").textContent).toBe("1 / 1");
    expect(prevBtn().disabled).toBe(true);
    expect(nextBtn().disabled).toBe(true);
  });

  it("labels the buttons in Chinese on the Chinese site", () => {
    renderPager({ total: 20 }, "zh");
    expect(screen.getByRole("button", { name: "上一页" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "下一页" })).toBeTruthy();
    expect(screen.getByText("第 1 页，共 2 页")).toBeTruthy();
  });
});
