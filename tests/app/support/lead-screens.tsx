// The lead inbox and a lead's page as the admin app routes them, signed in as admin (support/signed-in.tsx),
// for tests that render the lead screens on their own. Their fetch stub answers GET /api/admin/me with meHandler().
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { AdminI18nProvider } from "../../../src/admin/i18n/admin-i18n";
import { LeadDetail } from "../../../src/admin/leads/lead-detail";
import { LeadList } from "../../../src/admin/leads/lead-list";
import { SignedIn } from "./signed-in";

export function renderLeadScreens(path: string, lang: "zh" | "en") {
  return render(
    <SignedIn>
      <AdminI18nProvider initial={lang}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/leads" element={<LeadList />} />
            <Route path="/admin/leads/:id" element={<LeadDetail />} />
          </Routes>
        </MemoryRouter>
      </AdminI18nProvider>
    </SignedIn>,
  );
}
