-- Issue 33, what a buyer checks before talking to sales: who the company legally is and what a
-- workstation needs to run the software.
-- Site settings: the registered company name and address per language, the business licence number
-- (统一社会信用代码, one value on both rows like the filing numbers) and the certifications, a JSON
-- list per language like facts_json. Empty values are not shown anywhere. Rows never saved in the
-- admin get the seed's example values on the next seed run (seed/lib/statements.ts).
ALTER TABLE site_settings ADD COLUMN legal_name TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN licence_number TEXT NOT NULL DEFAULT '';
ALTER TABLE site_settings ADD COLUMN certifications_json TEXT NOT NULL DEFAULT '[]'; -- ["ISO 9001 …", …], paired across languages by position
-- Software: the system requirements per language ('' = not stated).
ALTER TABLE software_i18n ADD COLUMN requirements_os TEXT NOT NULL DEFAULT '';
ALTER TABLE software_i18n ADD COLUMN requirements_cpu TEXT NOT NULL DEFAULT '';
ALTER TABLE software_i18n ADD COLUMN requirements_memory TEXT NOT NULL DEFAULT '';
ALTER TABLE software_i18n ADD COLUMN requirements_disk TEXT NOT NULL DEFAULT '';
ALTER TABLE software_i18n ADD COLUMN requirements_graphics TEXT NOT NULL DEFAULT '';
