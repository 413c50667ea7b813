/** An inline message: status for news, alert for failures that need the user. */
import type { ReactNode } from "react";

export function Notice({ tone, children }: { tone: "info" | "good" | "warn" | "bad"; children: ReactNode }) {
  const urgent = tone === "bad" || tone === "warn";
  return (
    <div className={`notice notice--${tone}`} role={urgent ? "alert" : "status"}>
      {children}
    </div>
  );
}
