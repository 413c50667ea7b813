import { useEffect } from "react";
import { toast } from "../components/toast/toast-store";
import { useI18n } from "../i18n/i18n-context";
import { onApiError, setSessionExpiredHandler } from "../lib/api-client";
import { useNavigate } from "react-router";

/**
 * Bridge API failures to the toast (server message; our own words for network and time-out)
 * and send expired sessions to /login through the router instead of a full page load.
 */
export function useApiErrorToasts(): void {
  const { t } = useI18n();
  const navigate = useNavigate();
  useEffect(
    () =>
      onApiError((err) => {
        if (err.kind === "network") toast.error(t("error.network"));
        else if (err.kind === "timeout") toast.error(t("error.timeout"));
        else toast.error(err.message);
      }),
    [t],
  );
  useEffect(() => setSessionExpiredHandler(() => navigate("/login")), [navigate]);
}
