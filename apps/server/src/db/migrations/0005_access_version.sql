ALTER TABLE "enterprises" ADD COLUMN "access_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change of who may do what in an enterprise raises its access version: sessions read it with
-- every request and re-read cached grants and switches when it moved (decision 52).
CREATE FUNCTION raise_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  enterprise integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  -- Link tables name their enterprise through the row they link; a row already deleted with its
  -- parent finds none, and the parent's own trigger has raised the version.
  IF TG_TABLE_NAME IN ('role_menus', 'role_buttons') THEN
    SELECT r.enterprise_id INTO enterprise FROM roles r WHERE r.id = changed.role_id;
  ELSIF TG_TABLE_NAME = 'position_roles' THEN
    SELECT p.enterprise_id INTO enterprise FROM positions p WHERE p.id = changed.position_id;
  ELSIF TG_TABLE_NAME = 'employee_positions' THEN
    SELECT a.enterprise_id INTO enterprise FROM accounts a WHERE a.id = changed.account_id;
  ELSE
    enterprise := changed.enterprise_id;
  END IF;
  UPDATE enterprises SET access_version = access_version + 1 WHERE id = enterprise;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER roles_access AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION raise_access_version();--> statement-breakpoint
CREATE TRIGGER role_menus_access AFTER INSERT OR UPDATE OR DELETE ON role_menus FOR EACH ROW EXECUTE FUNCTION raise_access_version();--> statement-breakpoint
CREATE TRIGGER role_buttons_access AFTER INSERT OR UPDATE OR DELETE ON role_buttons FOR EACH ROW EXECUTE FUNCTION raise_access_version();--> statement-breakpoint
CREATE TRIGGER positions_access AFTER INSERT OR UPDATE OR DELETE ON positions FOR EACH ROW EXECUTE FUNCTION raise_access_version();--> statement-breakpoint
CREATE TRIGGER position_roles_access AFTER INSERT OR UPDATE OR DELETE ON position_roles FOR EACH ROW EXECUTE FUNCTION raise_access_version();--> statement-breakpoint
CREATE TRIGGER employee_positions_access AFTER INSERT OR UPDATE OR DELETE ON employee_positions FOR EACH ROW EXECUTE FUNCTION raise_access_version();--> statement-breakpoint
CREATE TRIGGER disabled_menus_access AFTER INSERT OR UPDATE OR DELETE ON disabled_menus FOR EACH ROW EXECUTE FUNCTION raise_access_version();--> statement-breakpoint
CREATE TRIGGER enterprise_buttons_access AFTER INSERT OR UPDATE OR DELETE ON enterprise_buttons FOR EACH ROW EXECUTE FUNCTION raise_access_version();
--> statement-breakpoint
-- The session lookup of every signed-in request. A PL/pgSQL function keeps its query's plan for the
-- life of the connection: on PGlite, planning the join each time cost three times the lookup
-- (decision 52). Changing the columns it reads means replacing it in a migration.
CREATE FUNCTION live_session(p_token_hash text, p_now timestamptz, p_idle_since timestamptz)
RETURNS TABLE (
  session_id bigint, account_id integer, enterprise_id integer, account_type smallint, account_name text, real_name text,
  avatar text, introduction text, enterprise_name text, access_version bigint, last_seen_at timestamptz
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT s.id, s.account_id, s.enterprise_id, a.account_type, a.account_name, a.real_name, a.avatar, a.introduction,
           e.name, e.access_version, s.last_seen_at
    FROM sessions s
    JOIN accounts a ON a.id = s.account_id AND a.status = 1
    JOIN enterprises e ON e.id = s.enterprise_id AND e.status = 1
    WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_now AND s.last_seen_at > p_idle_since;
END $$;
