-- Issue 26: the privacy policy, the Chinese filing numbers, the Baidu verification and the contact
-- form's default area code, as site settings. The policy is per language (its Markdown, as staff wrote
-- it, and the sanitised HTML visitors get, like news); the rest is one value kept on both rows, like
-- qr_path. privacy_version is the day the policy's text last changed (the consent records it).
-- Existing rows get the seed's policy on the next seed run (seed/lib/statements.ts), never a blank page.
ALTER TABLE site_settings ADD COLUMN privacy_md TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN privacy_html TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN privacy_version TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN icp_number TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN psb_number TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN psb_code TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN baidu_verification TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN default_area_code TEXT NOT NULL DEFAULT '+65';
