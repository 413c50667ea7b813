// The admin's browser entry (admin.html, its own build: vite.admin.config.ts). The public site's
// tokens and base styles first, so the admin shares its palette, radius and CJK font stack.
import "../styles/tokens.css";
import "../styles/base.css";
import "./admin.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AdminApp } from "./app/admin-app";
import { AdminI18nProvider, initialLang } from "./i18n/admin-i18n";

createRoot(document.getElementById("admin-root")!).render(
  <StrictMode>
    <AdminI18nProvider initial={initialLang()}>
      <BrowserRouter>
        <AdminApp />
      </BrowserRouter>
    </AdminI18nProvider>
  </StrictMode>,
);
