import { type BoxProblem, problemsAt } from './boxes';
import type { GameKind, Player } from './types';
import { BoxMessage } from './work-ui';
import { Options } from '../../ui/options';

export interface SeatForm {
  /** A player of the club; '' for a guest. */
  playerId: string;
  guest: string;
}
export interface SettingsForm {
  size: string;
  target: string;
  otherVowels: boolean;
  scoresOnce: 'squares' | 'spelling';
  admitted: string;
  refused: string;
  variant: 'standard' | 'children';
  rounds: string;
  seed: string;
}

export const defaultSettings: SettingsForm = { size: '5', target: '50', otherVowels: false, scoresOnce: 'squares', admitted: '', refused: '', variant: 'standard', rounds: '3', seed: '' };

const words = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The settings the API takes for a game: only what the game has; every one has a default. */
export function settingsOf(kind: GameKind, s: SettingsForm): Record<string, unknown> | undefined {
  const rulings = words(s.admitted).length || words(s.refused).length ? { rulings: { admitted: words(s.admitted), refused: words(s.refused) } } : {};
  switch (kind) {
    case 'THINK_OF_A_LETTER':
      return { size: Number(s.size), ...rulings };
    case 'LETTER_STRINGS':
      return { target: Number(s.target), otherVowels: s.otherVowels, scoresOnce: s.scoresOnce, ...rulings };
    case 'LEXICON_BRIDGE':
      return undefined;
    case 'SLOUBI':
      return { variant: s.variant, rounds: Number(s.rounds), ...(s.seed.trim() ? { seed: s.seed.trim() } : {}) };
  }
}

/** The seats in order round the table: a player of the club or a guest by name. */
export function SeatsFields({ seats, players, problems, onChange, min, max }: {
  seats: SeatForm[];
  players: Player[];
  problems: BoxProblem[];
  onChange: (seats: SeatForm[]) => void;
  min: number;
  max: number;
}) {
  const set = (i: number, patch: Partial<SeatForm>) => onChange(seats.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const move = (i: number) => onChange(seats.map((s, k) => (k === i - 1 ? seats[i]! : k === i ? seats[i - 1]! : s)));
  return (
    <fieldset>
      <legend>
        Joueurs, dans l’ordre des places à table ({min === max ? min : `${min} à ${max}`})
      </legend>
      <ol className="ce-seats">
        {seats.map((s, i) => {
          const mine = problemsAt(problems, `players[${i}]`);
          const errorId = `seat-${i}-error`;
          return (
            <li key={i}>
              <label>
                Place {i + 1}
                <select
                  value={s.playerId}
                  onChange={(e) => set(i, { playerId: e.target.value })}
                  aria-invalid={mine.length > 0 || undefined}
                  aria-describedby={mine.length ? errorId : undefined}
                >
                  <option value="">un invité…</option>
                  <Options items={players} value={(p) => p.id}>
                    {(p) => `${p.lastName} ${p.firstName} (${p.licence})`}
                  </Options>
                </select>
              </label>
              {!s.playerId && (
                <label>
                  Nom de l’invité, place {i + 1}
                  <input value={s.guest} onChange={(e) => set(i, { guest: e.target.value })} maxLength={80} aria-invalid={mine.length > 0 || undefined} aria-describedby={mine.length ? errorId : undefined} />
                </label>
              )}
              <span className="ce-seat-actions">
                {i > 0 && (
                  <button type="button" className="secondary" onClick={() => move(i)} aria-label={`Monter la place ${i + 1}`}>
                    ↑
                  </button>
                )}
                <button type="button" className="secondary" onClick={() => onChange(seats.filter((_, k) => k !== i))} aria-label={`Retirer la place ${i + 1}`} disabled={seats.length <= 1}>
                  Retirer
                </button>
              </span>
              <BoxMessage id={errorId} problems={mine} />
            </li>
          );
        })}
      </ol>
      <button type="button" className="secondary" onClick={() => onChange([...seats, { playerId: '', guest: '' }])} disabled={seats.length >= max}>
        Ajouter une place
      </button>
      <BoxMessage id="seats-error" problems={problemsAt(problems, 'players', true)} />
    </fieldset>
  );
}

/** The settings of the game chosen, with the book's defaults already in. */
export function SettingsFields({ kind, s, onChange, problems }: { kind: GameKind; s: SettingsForm; onChange: (s: SettingsForm) => void; problems: BoxProblem[] }) {
  const box = (field: string) => {
    const mine = problemsAt(problems, `settings.${field}`);
    return { 'aria-invalid': mine.length > 0 || undefined, 'aria-describedby': mine.length ? `setting-${field}-error` : undefined };
  };
  const message = (field: string) => <BoxMessage id={`setting-${field}-error`} problems={problemsAt(problems, `settings.${field}`)} />;
  const rulings = (
    <>
      <label>
        Mots admis ce soir <span className="hint">(séparés par des espaces, malgré le lexique)</span>
        <input value={s.admitted} onChange={(e) => onChange({ ...s, admitted: e.target.value })} {...box('rulings')} />
      </label>
      <label>
        Mots refusés ce soir
        <input value={s.refused} onChange={(e) => onChange({ ...s, refused: e.target.value })} {...box('rulings')} />
      </label>
      {message('rulings')}
    </>
  );
  if (kind === 'LEXICON_BRIDGE') return <p className="hint">Valeurs des cartes : celles du jeu imprimé (X vaut autant que la carte maîtresse, 15).</p>;
  return (
    <fieldset>
      <legend>Réglages</legend>
      <div className="stack">
        {kind === 'THINK_OF_A_LETTER' && (
          <>
            <label>
              Côté de la grille <span className="hint">(5 le plus souvent, 8 en variante)</span>
              <input type="number" min={3} max={10} value={s.size} onChange={(e) => onChange({ ...s, size: e.target.value })} {...box('size')} />
            </label>
            {message('size')}
            {rulings}
          </>
        )}
        {kind === 'LETTER_STRINGS' && (
          <>
            <label>
              Objectif en points
              <input type="number" min={1} max={1000} value={s.target} onChange={(e) => onChange({ ...s, target: e.target.value })} {...box('target')} />
            </label>
            {message('target')}
            <label className="inline">
              <input type="checkbox" checked={s.otherVowels} onChange={(e) => onChange({ ...s, otherVowels: e.target.checked })} />O, E et U comptent aussi comme mots d’une lettre
            </label>
            <label>
              Un mot ne compte qu’une fois
              <select value={s.scoresOnce} onChange={(e) => onChange({ ...s, scoresOnce: e.target.value as SettingsForm['scoresOnce'] })} {...box('scoresOnce')}>
                <option value="squares">sur les mêmes cases (la lecture du livre, par défaut)</option>
                <option value="spelling">dans toute la partie, où qu’il soit</option>
              </select>
            </label>
            {message('scoresOnce')}
            {rulings}
          </>
        )}
        {kind === 'SLOUBI' && (
          <>
            <label>
              Variante
              <select value={s.variant} onChange={(e) => onChange({ ...s, variant: e.target.value as SettingsForm['variant'] })} {...box('variant')}>
                <option value="standard">standard : 60 jets de 3 dés</option>
                <option value="children">enfants : 10 jets de 2 dés, moins 4</option>
              </select>
            </label>
            {message('variant')}
            <label>
              Tours convenus
              <input type="number" min={1} max={20} value={s.rounds} onChange={(e) => onChange({ ...s, rounds: e.target.value })} {...box('rounds')} />
            </label>
            {message('rounds')}
            <label>
              Graine des dés <span className="hint">(facultatif : pour rejouer une partie ; laissée vide, le serveur en tire une)</span>
              <input value={s.seed} onChange={(e) => onChange({ ...s, seed: e.target.value })} maxLength={80} {...box('seed')} />
            </label>
            {message('seed')}
          </>
        )}
      </div>
    </fieldset>
  );
}
