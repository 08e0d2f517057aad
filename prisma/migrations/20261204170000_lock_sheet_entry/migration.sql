-- A sheet write's first call (apps/api/src/duplicate/sheet-entry.ts): the tournament's scoring lock held shared,
-- the sheet's own lock, the scoring scope's stamp, then the player's entry with their club, their sheet, its
-- answers and its corrector, in one round trip where it took two. The entry is read by a statement of its own
-- after the locks are granted (each statement of a volatile function takes a snapshot of its own): what the
-- sheet's last writer committed is in it.
--
-- The rows are given as to_jsonb writes them (the columns' own names), each relation under its field's name.
-- NULL entry for a player who is not registered; NULL stamp for an unknown tournament.
CREATE FUNCTION "greffier_lock_sheet_entry"(tournament uuid, player uuid, scope_key text, record_key text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stamp text;
  entry jsonb;
BEGIN
  stamp := "greffier_lock_scoring"(tournament, scope_key, record_key, false);
  SELECT to_jsonb(e) || jsonb_build_object(
           'player', to_jsonb(p) || jsonb_build_object('club', to_jsonb(c)),
           'sheet', (
             SELECT to_jsonb(s) || jsonb_build_object(
                      'answers', coalesce((SELECT jsonb_agg(to_jsonb(a) ORDER BY a."round") FROM "answer" a WHERE a."sheet_id" = s."id"), '[]'::jsonb),
                      'corrector', (SELECT to_jsonb(ce) || jsonb_build_object('player', to_jsonb(cp))
                                    FROM "tournament_entry" ce JOIN "player" cp ON cp."id" = ce."player_id" WHERE ce."id" = s."corrector_id"))
             FROM "answer_sheet" s WHERE s."entry_id" = e."id"))
    INTO entry
    FROM "tournament_entry" e JOIN "player" p ON p."id" = e."player_id" JOIN "club" c ON c."id" = p."club_id"
    WHERE e."tournament_id" = tournament AND e."player_id" = player;
  RETURN jsonb_build_object('stamp', stamp, 'entry', entry);
END $$;
