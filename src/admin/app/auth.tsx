/**
 * Who is signed in. On start the app asks GET /api/admin/me: under Cloudflare Access the edge's JWT
 * is enough (200 without a token), so the sign-in screen is skipped; with a stored token it is sent.
 * Any 401 later sends the user back to sign-in with a message.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { AdminMe } from "../../../worker/schemas/admin-api";
import type { MessageKey } from "../i18n/messages-zh";
import { adminFetch, setUnauthorizedHandler } from "../lib/admin-fetch";
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
      () => setState({ kind: "signed-out", notice: null }),
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
