/**
 * Who is signed in. On start the app asks GET /api/admin/me: under Cloudflare Access the edge's JWT
 * is enough (200 without a token), so the sign-in screen is skipped; with a stored token it is sent.
 * Any 401 later sends the user back to sign-in with a message. The answer names the role: `useCan`
 * tells the screens what it may use (common/admin-roles.ts, the table the Worker enforces), so nothing
 * the role may not use is shown. Someone Access lets in whom ADMIN_ROLES does not map (403) is told so.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { roleMay } from "../../../common/admin-roles";
import type { AdminMe } from "../../../worker/schemas/admin-api";
import type { MessageKey } from "../i18n/admin-messages";
import { AdminError, adminFetch, setUnauthorizedHandler } from "../lib/admin-fetch";
import { clearToken, saveToken } from "../lib/session-token";
import { setSiteTimeZone } from "../lib/site-time";

export type AuthState = { kind: "checking" } | { kind: "signed-out"; notice: MessageKey | null } | { kind: "signed-in"; me: AdminMe };

interface Auth {
  state: AuthState;
  /** Tries `token`; resolves false when the server rejects it. */
  signIn: (token: string) => Promise<boolean>;
  signOut: () => void;
}

const Ctx = createContext<Auth | null>(null);

/** The envelope code of a route the role may not use (CONTRACT "Roles"). */
const ROLE_FORBIDDEN = 1011003;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ kind: "checking" });

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearToken();
      setState((s) => (s.kind === "signed-in" ? { kind: "signed-out", notice: "sessionEnded" } : s));
    });
    adminFetch("GET /api/admin/me").then(
      ({ data }) => {
        setSiteTimeZone(data.timeZone);
        setState({ kind: "signed-in", me: data });
      },
      (err: unknown) => setState({ kind: "signed-out", notice: err instanceof AdminError && err.code === ROLE_FORBIDDEN ? "noRole" : null }),
    );
  }, []);

  const signIn = useCallback(async (token: string) => {
    saveToken(token);
    try {
      const { data } = await adminFetch("GET /api/admin/me");
      setSiteTimeZone(data.timeZone);
      setState({ kind: "signed-in", me: data });
      return true;
    } catch {
      clearToken();
      return false;
    }
  }, []);

  const signOut = useCallback(() => {
    clearToken();
    setState({ kind: "signed-out", notice: "signedOut" });
  }, []);

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(Ctx);
  if (!auth) throw new Error("useAuth outside AuthProvider");
  return auth;
}

/**
 * Whether the signed-in role may use an admin call, named as the Worker's table names it: a method and
 * a path under /api/admin ("DELETE", "/consultations/1"). False while nobody is signed in.
 */
export function useCan(): (method: string, path: string) => boolean {
  const { state } = useAuth();
  const role = state.kind === "signed-in" ? state.me.role : null;
  return useCallback((method: string, path: string) => role !== null && roleMay(role, method, path), [role]);
}
