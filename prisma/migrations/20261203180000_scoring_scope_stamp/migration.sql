-- A sheet write's scoring scope (the tournament, its duplicate session and draws, its rulings) is kept by each API
-- process under a stamp of its content, so that the busiest write of the day (a coup typed) does not read and
-- parse it again each time (apps/api/src/duplicate/sheet-writer.ts).
--
-- The stamp is a digest of the rows themselves, every column included: any change of any of them, through any
-- path (the API, an archive imported, a backup restored), gives another stamp. Nothing is stored and no trigger
-- keeps it.
CREATE FUNCTION "greffier_scoring_scope_stamp"(tournament uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT md5(
    t::text || E'\x1e' || coalesce(s::text, '') || E'\x1e' ||
    coalesce((SELECT string_agg(d::text, E'\x1f' ORDER BY d."id") FROM "duplicate_draw" d WHERE d."session_id" = s."id"), '') || E'\x1e' ||
    coalesce((SELECT string_agg(r::text, E'\x1f' ORDER BY r."id") FROM "tournament_ruling" r WHERE r."tournament_id" = t."id"), ''))
  FROM "tournament" t LEFT JOIN "duplicate_session" s ON s."tournament_id" = t."id"
  WHERE t."id" = tournament
$$;

-- The tournament's scoring lock (shared for a sheet write, exclusive for what changes the scores), then the lock of
-- one of its records (a sheet), then the scope's stamp, in one call. The stamp is read after the locks are granted,
-- with a snapshot of its own (each statement of a volatile function takes one): what a transaction that held the
-- scoring lock exclusive committed before is in it. NULL for an unknown tournament.
CREATE FUNCTION "greffier_lock_scoring"(tournament uuid, scope_key text, record_key text, exclusive boolean) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF exclusive THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(scope_key, 0));
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtextextended(scope_key, 0));
  END IF;
  IF record_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(record_key, 0));
  END IF;
  RETURN "greffier_scoring_scope_stamp"(tournament);
END $$;
