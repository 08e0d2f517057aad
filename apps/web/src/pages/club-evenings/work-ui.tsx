import { type ReactNode, useId } from 'react';
import { DraftOffer, SaveStatus, CarriedOverNotice, NewerVersionNotice } from '../../lib/drafts';
import { problemDetail, problemTitle } from '../../api/problem';
import { ProblemAlert } from '../../ui/problem-alert';
import { type BoxProblem } from './boxes';
import type { ClubGame, Standing } from './types';
import type { GameForm, GameWork } from './use-game-work';
import { ColumnHeads, num } from '../../ui/column-heads';

/**
 * What stands above a game's boxes: a draft found again, a newer version on the server, the typing carried over
 * onto it, and the server's refusal with every refused box named, in the API's own (French) words.
 */
export function GameNotices<V>({ w, form, game }: { w: GameWork<V>; form: GameForm<V>; game: ClubGame }) {
  const mergedId = useId();
  const refused = w.work.state === 'refused' ? w.work.error : null;
  return (
    <>
      <DraftOffer work={w.work} what="Une saisie non enregistrée de cette partie" serverVersion={game.version} />
      {w.newer !== null && (w.dirty || w.work.offer) && !refused && (
        <NewerVersionNotice title="La partie a été enregistrée ailleurs" versions={`version ${w.newer}, votre saisie part de la version ${w.base.version}`} rereadLabel="Relire la version enregistrée" offered={!!w.work.offer} onCarryOver={w.carryOver} onReread={w.reread} />
      )}
      {w.merged && (
        <CarriedOverNotice id={mergedId} version={w.merged.version} lines={w.merged.lines} said="Un autre poste a enregistré la partie pendant que vous tapiez. Vos cases sont gardées telles que vous les avez tapées ; ce qu’il avait changé ailleurs est repris :" check="Vérifiez avec la feuille papier, puis enregistrez (Entrée)." />
      )}
      {refused !== null && <Refusal error={refused} problems={w.problems} label={(f) => form.fieldLabel(f, game)} />}
      {Object.keys(w.local).length > 0 && (
        <div className="alert alert-error" role="alert">
          <strong>Rien n’est envoyé : corrigez d’abord ces cases.</strong>
          <ul>
            {Object.entries(w.local).map(([box, why]) => (
              <li key={box}>{why}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** A save the server refused: nothing of it is stored; each refused box by its name on the sheet, with the API's reason (or its detail). */
function Refusal({ error, problems, label }: { error: unknown; problems: BoxProblem[]; label: (field: string) => string }) {
  return (
    <div className="alert alert-error" role="alert">
      <strong>{problemTitle(error)} : rien n’est enregistré.</strong>
      {problems.length === 0 && <p>{problemDetail(error)}</p>}
      {problems.length > 0 && (
        <ul>
          {problems.map((p) => (
            <li key={`${p.field}:${p.text}`}>
              {label(p.field)} : {p.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** « enregistré » / « non enregistré », announced (role="status"). */
export function GameStatus<V>({ w, detail }: { w: GameWork<V>; detail?: string }) {
  // Version 1 is the game as started: nothing of it typed yet.
  return <SaveStatus work={w.work} what="Partie" savedDetail={detail ?? `version ${w.base.version}`} empty={w.base.version === 1} />;
}

/** The save button under a game's boxes (it waits while a draft is offered), with the save's state beside it. */
export function SaveRow<V>({ w, label = 'Enregistrer' }: { w: GameWork<V>; label?: ReactNode }) {
  return (
    <div className="row save-row">
      <button type="submit" disabled={!!w.work.offer}>
        {label}
      </button>
      <GameStatus w={w} />
    </div>
  );
}

/** The reasons the server (or the screen) gave for one box, next to it; the box points at it with aria-describedby. */
export function BoxMessage({ id, problems, local }: { id: string; problems: BoxProblem[]; local?: string }) {
  const texts = [...(local ? [local] : []), ...problems.map((p) => p.text)];
  if (!texts.length) return null;
  return (
    <span id={id} className="field-error box-error">
      {texts.join(' ; ')}
    </span>
  );
}

/** A frame that scrolls on its own when its content is wider than a phone: the page never does. */
export function Frame({ label, children, focusable }: { label: string; children: ReactNode; focusable?: boolean }) {
  return (
    <div className="frame" role="region" aria-label={label} tabIndex={focusable ? 0 : undefined}>
      {children}
    </div>
  );
}

export function Standings({ standings, points = 'Points', caption = 'Classement' }: { standings: Standing[]; points?: string; caption?: string }) {
  return (
    <table className="standings">
      <caption>{caption}</caption>
      <ColumnHeads columns={[num('Place'), 'Joueur', num(points)]} />
      <tbody>
        {standings.map((s) => (
          <tr key={s.seat}>
            <td className="num">{s.place}</td>
            <td>{s.name}</td>
            <td className="num">{s.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The keys of every game screen, said once above its boxes. */
export function KeysHint({ children }: { children?: ReactNode }) {
  return (
    <p className="hint keys">
      Au clavier : Tab et Maj+Tab passent d’une case à l’autre ; <kbd>Entrée</kbd> (ou <kbd>Ctrl</kbd>+<kbd>Entrée</kbd>) enregistre depuis n’importe quelle case, et le
      serveur renvoie les totaux. {children}
    </p>
  );
}

/** A read's three states: loading, failed (the API's French title and detail), or its content. */
export function Shown<T>({ query, children }: { query: { isPending: boolean; error: unknown; data: T | undefined }; children: (data: T) => ReactNode }) {
  if (query.error) return <ProblemAlert error={query.error} />;
  if (query.isPending || query.data === undefined) return <p aria-busy="true">Chargement…</p>;
  return <>{children(query.data)}</>;
}
