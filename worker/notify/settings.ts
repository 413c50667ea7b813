/**
 * Channel settings. They are optional Worker secrets (`wrangler secret put NOTIFY_...`), so they are
 * not declared in wrangler.toml (a declared var would clash with a secret of the same name) and
 * `wrangler types` does not know them; this is their one typed home.
 */
export interface NotifySecrets {
  NOTIFY_WEBHOOK_URL?: string;
  NOTIFY_WEBHOOK_SECRET?: string;
  NOTIFY_WECOM_WEBHOOK?: string;
  NOTIFY_DINGTALK_WEBHOOK?: string;
  NOTIFY_DINGTALK_SECRET?: string;
  NOTIFY_FEISHU_WEBHOOK?: string;
  NOTIFY_FEISHU_SECRET?: string;
  NOTIFY_SLACK_WEBHOOK?: string;
  NOTIFY_EMAIL_FROM?: string;
  NOTIFY_EMAIL_TO?: string;
}

export type NotifyEnv = Env & NotifySecrets;

export const notifyEnv = (env: Env): NotifyEnv => env as NotifyEnv;
