-- Software and manual descriptions are written in Markdown, like news and update logs (decision 0038):
-- `description` keeps the sanitised HTML visitors get, `description_md` the source the admin edits.
-- Rows written before this (HTML only) show that HTML in the editor, which Markdown keeps as it is.
ALTER TABLE software_i18n ADD COLUMN description_md TEXT;
