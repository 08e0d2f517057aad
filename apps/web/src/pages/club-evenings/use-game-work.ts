import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/problem';
import { type Path, sameValue, type ServerChange, useDraftWork, valueAt } from '../../lib/drafts';
import { recordSave, useStoreGame } from '../../queries/club-games';
import { changedBoxes, mergeTyping } from './merge-typing';
import { type BoxProblem, boxProblems } from './boxes';
import type { ClubGame } from './types';

/** How one game's screen holds its record in boxes, and sends it back whole. */
export interface GameForm<V> {
  /** The boxes as the server's version fills them. */
  formOf(game: ClubGame): V;
  /** The boxes as the server keeps them once `sent` is saved: what the record cannot hold yet (a grid not complete) left blank. */
  kept(sent: V): V;
  /** The whole record to PUT. */
  record(value: V, game: ClubGame): unknown;
  /** Checks made before sending (box → French reason): a refusal here sends nothing. */
  check?(value: V, game: ClubGame): Record<string, string>;
  /** The part of the form the list of what the server changed names as one line (a whole grid, a whole move); the box itself when left out. */
  unit?(path: Path): Path;
  /** A box (or a unit) of the form, as the list of what the server changed names it. */
  label(path: Path, game: ClubGame): string;
  /** A box's value as that list shows it (a whole move, a deal...). */
  text?(path: Path, value: unknown, game: ClubGame): string;
  /** A refused box of the record sent, as the list of refusals names it ("Grille de Bruno, ligne 4, colonne 1"). */
  fieldLabel(field: string, game: ClubGame): string;
}

const plain = (v: unknown): string => (v === undefined || v === null || v === '' ? '(vide)' : typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 'oui' : 'non') : JSON.stringify(v));

/**
 * One game's typing, never lost: the boxes (and the server version they were typed on) kept in the drafts'
 * store until the server has them, saves through the drafts' retrying queue, the server's answer put in the
 * cache at once. A 409 (another secretary saved first) reads the newer version and carries the typing over onto
 * it, listing what the server changed; the screen then saves again.
 */
export function useGameWork<V>(game: ClubGame, form: GameForm<V>, onStale: () => void) {
  const store = useStoreGame();
  const [base, setBase] = useState<ClubGame>(game);
  const baseForm = useMemo(() => form.formOf(base), [form, base]);
  const [value, setValue] = useState<V>(baseForm);
  const [merged, setMerged] = useState<{ version: number; lines: ServerChange[] } | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const conflict = useRef(false);
  const dirty = !sameValue(value, baseForm);

  const work = useDraftWork<V, ClubGame, ClubGame>({
    key: { area: 'club-game', tournamentId: game.clubId, sheetId: game.id },
    value,
    base,
    baseVersion: base.version,
    dirty,
    onRestore: (record) => {
      setBase(record.base);
      setValue(record.value);
    },
    onSaved: (next, sent) => {
      store(next);
      setBase(next);
      // What was typed after asking for the save, and what the record cannot hold yet, stays in the boxes.
      setValue((v) => mergeTyping(form.kept(sent), v, form.formOf(next)).value);
      setMerged(null);
    },
    onRefused: (error) => {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') {
        conflict.current = true;
        onStale();
      }
    },
  });
  const { clearError, offer } = work;

  /** The typing carried over onto the server's newer version; the boxes the other side changed are listed. */
  const carryOver = useCallback(() => {
    const fresh = form.formOf(game);
    const result = mergeTyping(baseForm, value, fresh);
    const text = (p: Path, v: unknown) => (v !== null && typeof v === 'object' && form.text ? form.text(p, v, game) : plain(v));
    const units = new Map(changedBoxes(baseForm, fresh).map((p) => form.unit?.(p) ?? p).map((p) => [JSON.stringify(p), p]));
    const lines = [...units.values()].map((p) => ({ label: form.label(p, game), mine: text(p, valueAt(value, p)), server: text(p, valueAt(fresh, p)) }));
    setBase(game);
    setValue(result.value);
    setMerged({ version: game.version, lines });
    clearError();
  }, [form, game, baseForm, value, clearError]);

  /** A version this screen made itself (a move thrown by the server): the typing goes on top, nothing to list. */
  const adopt = useCallback(
    (next: ClubGame) => {
      setBase(next);
      setValue((v) => mergeTyping(baseForm, v, form.formOf(next)).value);
    },
    [form, baseForm],
  );

  const reread = useCallback(() => {
    setBase(game);
    setValue(form.formOf(game));
    setMerged(null);
    clearError();
  }, [form, game, clearError]);

  // A newer version on the server: taken as it is while nothing is typed; after a 409, the typing goes on top.
  useEffect(() => {
    if (game.version <= base.version || offer) return;
    if (!dirty) {
      setBase(game);
      setValue(form.formOf(game));
    } else if (conflict.current) {
      conflict.current = false;
      carryOver();
    }
  }, [game, base.version, dirty, offer, form, carryOver]);

  const save = useCallback(
    (next: V = value) => {
      if (work.offer || work.state === 'sending') return;
      const errors = form.check?.(next, base) ?? {};
      setLocal(errors);
      if (Object.keys(errors).length) return;
      work.save(recordSave(base, form.record(next, base), base.version), { value: next, base, baseVersion: base.version });
    },
    [work, form, base, value],
  );

  const problems: BoxProblem[] = useMemo(() => (work.state === 'refused' ? boxProblems(work.error) : []), [work.state, work.error]);
  return { base, value, setValue, dirty, work, save, problems, local, merged, carryOver, reread, adopt, newer: game.version > base.version ? game.version : null };
}

export type GameWork<V> = ReturnType<typeof useGameWork<V>>;
