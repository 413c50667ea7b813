-- Leads per network and hour (issue 32): a second, wider lead limit than the per-client one, so a
-- client rotating addresses inside one IPv4 /24 or IPv6 /48 does not multiply its budget
-- (worker/db/lead-networks.ts). One row per network that stored a lead in the hour, counted only when a
-- lead is about to be stored (never more rows than leads); the daily cron deletes past hours.
CREATE TABLE lead_network_hours (
  hour    TEXT NOT NULL,    -- YYYY-MM-DDTHH (UTC)
  network TEXT NOT NULL,    -- HMAC (IP_SALT) of the network ("203.0.113.0/24", "2001:db8:1::/48"), never the raw prefix
  count   INTEGER NOT NULL,
  PRIMARY KEY (hour, network)
) WITHOUT ROWID;
