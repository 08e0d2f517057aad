-- The answer sheets' notifications name the entries whose sheet changed: '<tournament id>:<entry id>,<entry id>'
-- on the channel greffier_ranking, when a statement wrote the sheets of at most 64 entries of the tournament (a
-- coup typed, a sheet checked), and the tournament's id alone otherwise (a rescore of the whole room). An API
-- process that keeps the tournament's room then reads those sheets again, not the whole room
-- (apps/api/src/duplicate/ranking.service.ts). Every other source of the ranking still sends the tournament's id.

CREATE FUNCTION "greffier_ranking_of_sheets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Inserted or deleted sheets: the one transition table, named changed.
  PERFORM pg_notify('greffier_ranking', CASE WHEN t.n <= 64 THEN t.id::text || ':' || t.entries ELSE t.id::text END)
  FROM (
    SELECT d."tournament_id", count(DISTINCT c."entry_id"), string_agg(DISTINCT c."entry_id"::text, ',')
    FROM changed c JOIN "duplicate_session" d ON d."id" = c."session_id"
    GROUP BY d."tournament_id"
  ) AS t(id, n, entries);
  RETURN NULL;
END $$;

CREATE FUNCTION "greffier_ranking_of_sheets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The sheets as they were and as they are: a sheet moved to another entry or session announces both.
  PERFORM pg_notify('greffier_ranking', CASE WHEN t.n <= 64 THEN t.id::text || ':' || t.entries ELSE t.id::text END)
  FROM (
    SELECT d."tournament_id", count(DISTINCT c."entry_id"), string_agg(DISTINCT c."entry_id"::text, ',')
    FROM (SELECT "entry_id", "session_id" FROM changed UNION SELECT "entry_id", "session_id" FROM before) c
    JOIN "duplicate_session" d ON d."id" = c."session_id"
    GROUP BY d."tournament_id"
  ) AS t(id, n, entries);
  RETURN NULL;
END $$;

DROP TRIGGER "ranking_inserted" ON "answer_sheet";
DROP TRIGGER "ranking_updated" ON "answer_sheet";
DROP TRIGGER "ranking_deleted" ON "answer_sheet";

CREATE TRIGGER "ranking_inserted" AFTER INSERT ON "answer_sheet" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_sheets"();
CREATE TRIGGER "ranking_updated" AFTER UPDATE ON "answer_sheet" REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_sheets_updated"();
CREATE TRIGGER "ranking_deleted" AFTER DELETE ON "answer_sheet" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "greffier_ranking_of_sheets"();
