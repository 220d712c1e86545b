-- FAQ answers and operators' notifications become rich text; FAQ items and the menus get the edit
-- version every other console write has; the seed learns which content the operators own.

-- FAQ answers are sanitised HTML from now on (the allowlist of SECURITY 20, like page bodies).
-- Every answer stored so far is plain text: written as the HTML that shows it the same, exactly
-- as `plainTextToHtml` of @clorofil/rules writes it (a blank line starts a paragraph, a single line
-- break stays one, `&`, `<` and `>` escaped), so members read what they read before.
UPDATE faq_items
SET answer = (
  SELECT string_agg('<p>' || replace(paragraph, E'\n', '<br />') || '</p>', '' ORDER BY n)
  FROM regexp_split_to_table(
    replace(replace(replace(btrim(replace(replace(answer, E'\r\n', E'\n'), E'\r', E'\n'), E' \t\n'),
      '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
    E'\n[ \t]*\n\\s*'
  ) WITH ORDINALITY AS paragraphs (paragraph, n)
)
WHERE btrim(answer, E' \t\r\n') <> '';

-- Moved by every operator save of the question, checked by the next one: a stale save is refused.
ALTER TABLE faq_items ADD COLUMN edit_version integer NOT NULL DEFAULT 1;

-- A whole list the operators edit at once: the menus (checked by every save, like a page's edit
-- version) and the FAQ (its order and its questions). Each moves with every operator write of
-- the list; the seed leaves a list alone once it has moved, so an operator's work is never
-- replaced by the reference content on a redeploy. A list the operators had already changed
-- starts past 1 (its writes are in the audit trail).
CREATE TABLE content_lists (
  name text PRIMARY KEY CHECK (name IN ('menus', 'faq')),
  edit_version integer NOT NULL CHECK (edit_version > 0)
);
INSERT INTO content_lists (name, edit_version)
VALUES
  ('menus', 1 + (SELECT count(*) FROM audit_trail WHERE kind = 'content.menu.save')),
  ('faq', 1 + (SELECT count(*) FROM audit_trail WHERE kind LIKE 'content.faq.%' OR kind = 'faq.update'));

-- A notification's rich form: the toast subset of the allowlist (bold, line breaks, https links),
-- sanitised by the API. `message` stays its plain text (for the console's list, older clients and
-- the audit trail); NULL here is a notification written as plain text, shown as text as before.
ALTER TABLE notification_campaigns ADD COLUMN message_html text;
ALTER TABLE notifications ADD COLUMN message_html text;
