-- A sheet write's first call (apps/api/src/duplicate/sheet-entry.ts), as before (20261204170000_lock_sheet_entry),
-- but the entry, its player and club, its sheet, its answers and its corrector written by row_to_json and json_agg
-- (JSON written out as text) rather than to_jsonb, jsonb_agg and || (each jsonb value built as a tree, each || a copy,
-- then the whole written out as text): 0.22 ms a call against 0.50 ms in PostgreSQL for a sheet of 30 answers, while
-- the locks are held. The same JSON but for its keys' order and spaces (each row's columns under their own names,
-- each relation under its field's name), read the same way. The function's type changes: dropped and created again.

DROP FUNCTION "greffier_lock_sheet_entry"(uuid, uuid, text, text);

CREATE FUNCTION "greffier_lock_sheet_entry"(tournament uuid, player uuid, scope_key text, record_key text) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stamp text;
  entry json;
BEGIN
  stamp := "greffier_lock_scoring"(tournament, scope_key, record_key, false);
  -- Read by a statement of its own once the locks are granted: what the sheet's last writer committed is in it.
  SELECT row_to_json(x) INTO entry FROM (
    SELECT e.*,
      (SELECT row_to_json(pp) FROM (SELECT p.*, (SELECT row_to_json(c) FROM "club" c WHERE c."id" = p."club_id") AS club) pp) AS player,
      (SELECT row_to_json(ss) FROM (
         SELECT s.*,
           coalesce((SELECT json_agg(a ORDER BY a."round") FROM "answer" a WHERE a."sheet_id" = s."id"), '[]'::json) AS answers,
           (SELECT row_to_json(cc) FROM (
              SELECT ce.*, (SELECT row_to_json(cp) FROM "player" cp WHERE cp."id" = ce."player_id") AS player
              FROM "tournament_entry" ce WHERE ce."id" = s."corrector_id") cc) AS corrector
         FROM "answer_sheet" s WHERE s."entry_id" = e."id") ss) AS sheet
    FROM "tournament_entry" e JOIN "player" p ON p."id" = e."player_id"
    WHERE e."tournament_id" = tournament AND e."player_id" = player) x;
  RETURN json_build_object('stamp', stamp, 'entry', entry);
END $$;
