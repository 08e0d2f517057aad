-- The duplicate ranking's sources announce their changes: every write of a row the ranking is made of (the
-- tournament, its duplicate session and draws, the answer sheets, the entries, their players and clubs) sends the
-- id of each tournament it touches on the channel greffier_ranking, delivered when the transaction commits (never
-- when it rolls back; one notification per tournament and transaction). Every API process keeps the rankings it
-- computed until such a notification comes (apps/api/src/duplicate/ranking.service.ts): the database announces the
-- changes, whatever path wrote them (a sheet, a player renamed, an archive imported, a backup restored).
-- Statement triggers with transition tables: one notification per statement, whatever the rows it wrote.
-- A TRUNCATE (a backup restored over the data) sends '*': every ranking.

CREATE FUNCTION "greffier_ranking_of_tournament"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greffier_ranking', id::text) FROM (SELECT DISTINCT c."id" FROM changed c) AS t(id);
  RETURN NULL;
END $$;

CREATE FUNCTION "greffier_ranking_of_owned"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- duplicate_session and tournament_entry: the tournament_id of the row.
  PERFORM pg_notify('greffier_ranking', id::text) FROM (SELECT DISTINCT c."tournament_id" FROM changed c) AS t(id);
  RETURN NULL;
END $$;

CREATE FUNCTION "greffier_ranking_of_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- duplicate_draw and answer_sheet: their session's tournament. A session deleted with them announces itself.
  PERFORM pg_notify('greffier_ranking', id::text)
  FROM (SELECT DISTINCT d."tournament_id" FROM changed c JOIN "duplicate_session" d ON d."id" = c."session_id") AS t(id);
  RETURN NULL;
END $$;

CREATE FUNCTION "greffier_ranking_of_player"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A player's name, licence or club: every tournament they are registered for.
  PERFORM pg_notify('greffier_ranking', id::text)
  FROM (SELECT DISTINCT e."tournament_id" FROM changed c JOIN "tournament_entry" e ON e."player_id" = c."id") AS t(id);
  RETURN NULL;
END $$;

CREATE FUNCTION "greffier_ranking_of_club"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A club's name: every tournament one of its players is registered for.
  PERFORM pg_notify('greffier_ranking', id::text)
  FROM (SELECT DISTINCT e."tournament_id" FROM changed c JOIN "player" p ON p."club_id" = c."id" JOIN "tournament_entry" e ON e."player_id" = p."id") AS t(id);
  RETURN NULL;
END $$;

CREATE FUNCTION "greffier_ranking_of_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('greffier_ranking', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER "ranking_inserted" AFTER INSERT ON "tournament" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_tournament"();
CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "tournament" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_tournament"();
CREATE TRIGGER "ranking_deleted" AFTER DELETE ON "tournament" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_tournament"();
CREATE TRIGGER "ranking_truncated" AFTER TRUNCATE ON "tournament" FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_all"();

CREATE TRIGGER "ranking_inserted" AFTER INSERT ON "duplicate_session" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_owned"();
CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "duplicate_session" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_owned"();
CREATE TRIGGER "ranking_deleted" AFTER DELETE ON "duplicate_session" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_owned"();
CREATE TRIGGER "ranking_truncated" AFTER TRUNCATE ON "duplicate_session" FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_all"();

CREATE TRIGGER "ranking_inserted" AFTER INSERT ON "tournament_entry" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_owned"();
CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "tournament_entry" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_owned"();
CREATE TRIGGER "ranking_deleted" AFTER DELETE ON "tournament_entry" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_owned"();
CREATE TRIGGER "ranking_truncated" AFTER TRUNCATE ON "tournament_entry" FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_all"();

CREATE TRIGGER "ranking_inserted" AFTER INSERT ON "duplicate_draw" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_session"();
CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "duplicate_draw" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_session"();
CREATE TRIGGER "ranking_deleted" AFTER DELETE ON "duplicate_draw" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_session"();
CREATE TRIGGER "ranking_truncated" AFTER TRUNCATE ON "duplicate_draw" FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_all"();

CREATE TRIGGER "ranking_inserted" AFTER INSERT ON "answer_sheet" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_session"();
CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "answer_sheet" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_session"();
CREATE TRIGGER "ranking_deleted" AFTER DELETE ON "answer_sheet" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_session"();
CREATE TRIGGER "ranking_truncated" AFTER TRUNCATE ON "answer_sheet" FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_all"();

CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "player" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_player"();
CREATE TRIGGER "ranking_truncated" AFTER TRUNCATE ON "player" FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_all"();

CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "club" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_club"();
CREATE TRIGGER "ranking_truncated" AFTER TRUNCATE ON "club" FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_all"();

-- The player's and club's triggers find the tournaments by player.
-- CreateIndex
CREATE INDEX "tournament_entry_player_id_idx" ON "tournament_entry"("player_id");
