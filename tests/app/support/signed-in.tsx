// The admin screens ask the signed-in role what they may show (src/admin/app/auth.tsx, useCan): a
// screen rendered on its own in a test is signed in as `role` through the real AuthProvider, which asks
// GET /api/admin/me; `meHandler` is that answer for stubFetch.
import type { ReactNode } from "react";
import { AuthProvider } from "../../../src/admin/app/auth";
import { ok } from "./fetch-stub";

export const meHandler =
  (role: "admin" | "marketing" | "sales" = "admin") =>
  () =>
    ok({ actor: "ops@example.com", role, via: "token", timeZone: "Asia/Shanghai" });

export function SignedIn({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
