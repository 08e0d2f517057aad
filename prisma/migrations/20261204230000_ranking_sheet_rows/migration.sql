-- The answer sheets' notifications carry the sheets themselves when they fit: '<tournament id>=<JSON>', the JSON
-- being {"n": <number>, "sheets": [{"entryId", "status", "notCounted", "total", "tens", "numbersPoints", "nines",
-- "eights", "sevens", "lettersPoints", "toppedRounds", "topPoints", "stats"}, ...]}: each sheet as the statement
-- left it, with the columns the ranking reads (apps/api/src/duplicate/ranking-room.ts). An API process that keeps
-- the tournament's room takes them as they are, with no read of its own: the ranking right after a coup typed is
-- ready as soon as the notification comes. When they do not fit in a notification (7,900 bytes, about twenty
-- sheets), for a deleted sheet, or for a sheet moved to another entry or session, the notification names the entries
-- as before ('<tournament id>:<entry id>,...') or the tournament alone (more than 64 entries).
-- "n" is drawn from a sequence so that no two notifications are the same: PostgreSQL delivers only one of the
-- notifications of a transaction with the same payload, and a sheet written back to an earlier state in the same
-- transaction must still be announced after the states between. Notifications come in the order the transactions
-- committed, and in the order of the statements within one: the last one heard for a sheet is the sheet as it is.

CREATE SEQUENCE "greffier_ranking_notification";

CREATE OR REPLACE FUNCTION "greffier_ranking_sheets_json"(tournament uuid, sheets json) RETURNS text LANGUAGE sql AS $$
  SELECT tournament::text || '=' || json_build_object('n', nextval('greffier_ranking_notification'), 'sheets', sheets)::text
$$;

CREATE OR REPLACE FUNCTION "greffier_ranking_of_sheets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Inserted or deleted sheets: the one transition table, named changed. Inserted sheets are sent when they fit.
  PERFORM pg_notify('greffier_ranking', CASE
    WHEN t.n <= 64 AND TG_OP = 'INSERT' AND octet_length(t.payload) <= 7900 THEN t.payload
    WHEN t.n <= 64 THEN t.id::text || ':' || t.entries
    ELSE t.id::text END)
  FROM (
    SELECT d."tournament_id", count(DISTINCT c."entry_id"), string_agg(DISTINCT c."entry_id"::text, ','),
           CASE WHEN count(DISTINCT c."entry_id") <= 64 THEN "greffier_ranking_sheets_json"(d."tournament_id", json_agg(json_build_object(
             'entryId', c."entry_id", 'status', c."status"::text, 'notCounted', c."not_counted"::text, 'total', c."total",
             'tens', c."tens", 'numbersPoints', c."numbers_points", 'nines', c."nines", 'eights', c."eights", 'sevens', c."sevens",
             'lettersPoints', c."letters_points", 'toppedRounds', c."topped_rounds", 'topPoints', c."top_points", 'stats', c."stats"))) END
    FROM changed c JOIN "duplicate_session" d ON d."id" = c."session_id"
    GROUP BY d."tournament_id"
  ) AS t(id, n, entries, payload);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "greffier_ranking_of_sheets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved boolean;
BEGIN
  -- A sheet moved to another entry or session: both are named, to be read again. Otherwise the sheets as they are.
  SELECT EXISTS (SELECT 1 FROM before b JOIN changed c ON c."id" = b."id" WHERE c."entry_id" <> b."entry_id" OR c."session_id" <> b."session_id") INTO moved;
  PERFORM pg_notify('greffier_ranking', CASE
    WHEN t.n <= 64 AND NOT moved AND octet_length(t.payload) <= 7900 THEN t.payload
    WHEN t.n <= 64 THEN t.id::text || ':' || t.entries
    ELSE t.id::text END)
  FROM (
    SELECT d."tournament_id", count(DISTINCT c."entry_id"), string_agg(DISTINCT c."entry_id"::text, ','),
           CASE WHEN NOT moved AND count(DISTINCT c."entry_id") <= 64 THEN "greffier_ranking_sheets_json"(d."tournament_id", json_agg(json_build_object(
             'entryId', c."entry_id", 'status', c."status"::text, 'notCounted', c."not_counted"::text, 'total', c."total",
             'tens', c."tens", 'numbersPoints', c."numbers_points", 'nines', c."nines", 'eights', c."eights", 'sevens', c."sevens",
             'lettersPoints', c."letters_points", 'toppedRounds', c."topped_rounds", 'topPoints', c."top_points", 'stats', c."stats"))
             FILTER (WHERE c."is_new")) END
    FROM (SELECT *, true AS "is_new" FROM changed UNION ALL SELECT *, false FROM before) c
    JOIN "duplicate_session" d ON d."id" = c."session_id"
    GROUP BY d."tournament_id"
  ) AS t(id, n, entries, payload);
  RETURN NULL;
END $$;
