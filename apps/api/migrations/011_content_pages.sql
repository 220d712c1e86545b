-- The operators' content pages: drafts and published versions, an edit version for optimistic
-- concurrency, and the FAQ's order.
--
-- `pages` stays the row members read (the published version is copied into it on publish), so the
-- public page, the menus and the server-rendered pages read one cached table exactly as before.
-- `page_versions` keeps every version an operator wrote: at most one draft and one published per
-- page, the others superseded. A seeded page gets its version 1 (what members read) on its first edit.

ALTER TABLE pages
  -- Moved by every operator write, checked by the next one: a stale save is refused.
  ADD COLUMN edit_version integer NOT NULL DEFAULT 1,
  ADD COLUMN published_version integer;

CREATE TABLE page_versions (
  slug text NOT NULL REFERENCES pages (slug),
  version integer NOT NULL CHECK (version > 0),
  status text NOT NULL CHECK (status IN ('draft', 'published', 'superseded')),
  title text NOT NULL,
  content_html text NOT NULL,
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL,
  published_by integer REFERENCES members (id),
  published_at timestamptz,
  PRIMARY KEY (slug, version)
);
CREATE UNIQUE INDEX page_versions_one_draft ON page_versions (slug) WHERE status = 'draft';
CREATE UNIQUE INDEX page_versions_one_published ON page_versions (slug) WHERE status = 'published';

-- Members' cached pages are dropped only when something they read changes: a draft save moves
-- edit_version alone and leaves every cache as it is.
DROP TRIGGER read_cache_pages ON pages;
CREATE TRIGGER read_cache_pages AFTER INSERT OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('content');
CREATE TRIGGER read_cache_pages_update AFTER UPDATE OF slug, type, url, title, description, visible, sort, content_html
  ON pages FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('content');
