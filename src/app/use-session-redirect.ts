import { useEffect } from "react";
import { useNavigate } from "react-router";
import { setSessionExpiredHandler } from "../lib/api-client";

/** Send expired sessions (1016002 / 1011008) to /login through the router instead of a full page load. */
export function useSessionRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => setSessionExpiredHandler(() => navigate("/login")), [navigate]);
}
