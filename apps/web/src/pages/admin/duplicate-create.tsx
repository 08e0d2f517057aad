import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/problem';
import { useCreateSession } from '../../queries/duplicate';
import { ProblemAlert } from '../../ui/problem-alert';
import { FieldMessage } from './admin-ui';
import type { LettersQuota } from './views';

/** The Douai plan, as the API applies it when none is given (libs/dcl DUPLICATE_PLAN). */
export const DOUAI_PLAN = {
  numbers: 12,
  letters: [
    { consonants: 5, vowels: 5, count: 10 },
    { consonants: 6, vowels: 4, count: 3 },
    { consonants: 4, vowels: 6, count: 3 },
    { consonants: 7, vowels: 3, count: 1 },
    { consonants: 3, vowels: 7, count: 1 },
  ],
  order: 'CLLCLLCLLC',
};

/** A fresh seed to offer: letters and digits, readable aloud. */
function randomSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** The session's set-up: a seed and a plan (the Douai plan, or one's own); the tops are computed as it is created. */
export function CreateSession({ tournamentId }: { tournamentId: string }) {
  const [seed, setSeed] = useState(randomSeed);
  const [custom, setCustom] = useState(false);
  const [numbers, setNumbers] = useState(4);
  const [letters, setLetters] = useState<LettersQuota[]>([{ consonants: 5, vowels: 5, count: 6 }]);
  const [order, setOrder] = useState('CLL');
  const create = useCreateSession(tournamentId);
  const fe = (field: string) => (create.error instanceof ApiError ? create.error.fieldError(field) : undefined);
  const total = numbers + letters.reduce((n, l) => n + l.count, 0);
  const setQuota = (i: number, patch: Partial<LettersQuota>) => setLetters((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ seed: seed.trim() || undefined, plan: custom ? { numbers, letters, order: order.trim().toUpperCase() } : undefined });
  }
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="create-h">
      <h2 id="create-h">Créer la session de duplicate</h2>
      <p className="hint">Les tirages sont calculés à partir de la graine : la même graine et le même plan redonnent les mêmes tirages. Un tirage préparé peut ensuite remplacer un tirage calculé.</p>
      <ProblemAlert error={create.error} />
      <div className="row">
        <label>
          Graine des tirages
          <input value={seed} onChange={(e) => setSeed(e.target.value)} pattern="[\w.\-]{1,64}" aria-invalid={fe('seed') ? true : undefined} aria-describedby="seed-error" />
          <FieldMessage id="seed-error" message={fe('seed')} />
        </label>
        <button type="button" className="secondary" onClick={() => setSeed(randomSeed())}>
          Tirer une graine au hasard
        </button>
      </div>
      <fieldset>
        <legend>Plan de la session</legend>
        <label className="inline">
          <input type="radio" name="plan" checked={!custom} onChange={() => setCustom(false)} />
          Plan de Douai : 30 coups (12 chiffres, 18 lettres : 10 en 5C/5V, 3 en 6C/4V, 3 en 4C/6V, 1 en 7C/3V, 1 en 3C/7V), ordre C-L-L
        </label>
        <label className="inline">
          <input type="radio" name="plan" checked={custom} onChange={() => setCustom(true)} />
          Plan personnalisé
        </label>
        {custom && (
          <div className="stack">
            <label>
              Nombre de coups de chiffres
              <input type="number" min={0} max={100} value={numbers} onChange={(e) => setNumbers(Number(e.target.value))} />
            </label>
            {letters.map((l, i) => (
              <fieldset key={i} className="quota-row">
                <legend>Tirages de lettres, groupe {i + 1}</legend>
                <label>
                  Consonnes
                  <input type="number" min={0} max={10} value={l.consonants} onChange={(e) => setQuota(i, { consonants: Number(e.target.value) })} />
                </label>
                <label>
                  Voyelles
                  <input type="number" min={2} max={10} value={l.vowels} onChange={(e) => setQuota(i, { vowels: Number(e.target.value) })} />
                </label>
                <label>
                  Nombre de coups
                  <input type="number" min={0} max={100} value={l.count} onChange={(e) => setQuota(i, { count: Number(e.target.value) })} />
                </label>
                {letters.length > 1 && (
                  <button type="button" className="secondary" onClick={() => setLetters((list) => list.filter((_, j) => j !== i))} aria-label={`Supprimer le groupe ${i + 1}`}>
                    Supprimer
                  </button>
                )}
              </fieldset>
            ))}
            <p>
              <button type="button" className="secondary" onClick={() => setLetters((list) => [...list, { consonants: 5, vowels: 5, count: 1 }])}>
                Ajouter un groupe de lettres
              </button>
            </p>
            <label>
              Ordre de jeu <span className="hint">(C pour chiffres, L pour lettres, répété : CLL donne C L L C L L…)</span>
              <input value={order} onChange={(e) => setOrder(e.target.value)} pattern="[CLcl]{1,100}" required aria-invalid={fe('plan') || fe('order') ? true : undefined} aria-describedby="order-error" />
              <FieldMessage id="order-error" message={fe('plan') ?? fe('order')} />
            </label>
            <p className="hint">
              {total} coup{total > 1 ? 's' : ''} au total.
            </p>
          </div>
        )}
      </fieldset>
      <button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Calcul des tirages et de leurs tops…' : 'Créer la session'}
      </button>
    </form>
  );
}

