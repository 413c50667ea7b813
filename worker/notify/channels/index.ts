/** Every notification channel. Adding one = one module in this folder + one entry here. */
import type { Channel } from "../channel.ts";
import type { NotifyEnv } from "../settings.ts";
import { dingtalk } from "./dingtalk.ts";
import { email } from "./email.ts";
import { feishu } from "./feishu.ts";
import { slack } from "./slack.ts";
import { webhook } from "./webhook.ts";
import { wecom } from "./wecom.ts";

export const CHANNELS: readonly Channel[] = [webhook, wecom, dingtalk, feishu, slack, email];

export const configuredChannels = (env: NotifyEnv): Channel[] => CHANNELS.filter((c) => c.configured(env));

/** The configured channels that take reminders and weekly reports (every one but the webhook). */
export const noticeChannels = (env: NotifyEnv): Channel[] => configuredChannels(env).filter((c) => c.sendNotice);

export const channelNamed = (name: string): Channel | undefined => CHANNELS.find((c) => c.name === name);
