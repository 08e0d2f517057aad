import { type FormEvent, Fragment, useMemo } from 'react';
import { sameValue, submitKeys } from '../../lib/drafts';
import { bareWord, focusBox, LetterBox } from './letter-box';
import { blankDeal, lbForm, type LbDealForm, type LbForm, sideLabel, trimDeals } from './lb-form';
import { entryText, RubberPad } from './lb-pad';
import { type BoxProblem, problemsAt } from './boxes';
import { nameOf } from './toal-form';
import type { ClubGame, LbResult } from './types';
import { useGameWork } from './use-game-work';
import { BoxMessage, Frame, GameNotices, KeysHint, SaveRow } from './work-ui';
import { ColumnHeads, num } from '../../ui/column-heads';
import { Options } from '../../ui/options';

/**
 * Bridge lexical: the cut, then each deal's words, the tricks and, when needed, the dealer, the declarer, a
 * renonce; every save answers the declarer and fills the rubber pad above and below the line.
 */
export function LexiconBridgeScreen({ game, onStale }: { game: ClubGame; onStale: () => void }) {
  const w = useGameWork<LbForm>(game, lbForm, onStale);
  const { value, setValue, base, problems } = w;
  const result = base.result as unknown as LbResult;
  const saved = useMemo(() => lbForm.formOf(base), [base]);
  const seats = base.players.map((p) => p.seat);
  const three = seats.length === 3;
  const rows = [...value.deals, blankDeal(seats.length)];
  let savedUpTo = 0;
  while (savedUpTo < value.deals.length && savedUpTo < saved.deals.length && sameValue(value.deals[savedUpTo], saved.deals[savedUpTo])) savedUpTo++;
  const cutSaved = sameValue(value.cut, saved.cut);

  const setDeal = (i: number, patch: Partial<LbDealForm>) =>
    setValue((v) => {
      const deals = [...v.deals];
      while (deals.length <= i) deals.push(blankDeal(seats.length));
      deals[i] = { ...deals[i]!, ...patch };
      return { ...v, deals: trimDeals(deals) };
    });
  const setCut = (i: number, letter: string) => setValue((v) => ({ ...v, cut: v.cut.map((x, k) => (k === i ? letter : x)) }));

  function submit(e: FormEvent) {
    e.preventDefault();
    w.save();
    focusBox(`lb-d${trimDeals(value.deals).length}-w1`);
  }

  const cutProblems = problemsAt(problems, 'cut');
  return (
    <>
      <GameNotices w={w} form={lbForm} game={game} />
      <form className="card game-form" aria-label="Saisie de la partie" onSubmit={submit} onKeyDown={submitKeys()} noValidate inert={!!w.work.offer}>
        <KeysHint>
          Une donne par ligne : le mot de chaque joueur (case vide : pas de mot de 5 lettres, il montre son jeu ; * pour la carte maîtresse), puis les levées du déclarant
          avec le mort. Le donneur, le déclarant et la renonce ne se donnent que si besoin, dans « Options de la donne ».
        </KeysHint>
        <fieldset>
          <legend>La coupe (A la plus haute, Z la plus basse)</legend>
          <div className="row">
            {base.players.map((p, i) => (
              <label key={p.seat} className="inline">
                {p.name}
                <LetterBox
                  id={`lb-cut-${p.seat}`}
                  value={value.cut[i] ?? ''}
                  label={`Coupe de ${p.name}`}
                  onLetter={(l) => setCut(i, l)}
                  moves={{ next: p.seat < seats.length ? `lb-cut-${p.seat + 1}` : 'lb-d0-w1', prev: p.seat > 1 ? `lb-cut-${p.seat - 1}` : undefined }}
                  invalid={problemsAt(cutProblems, `cut.${p.seat}`).length > 0}
                  describedBy={cutProblems.length ? 'lb-cut-error' : undefined}
                />
              </label>
            ))}
          </div>
          <BoxMessage id="lb-cut-error" problems={cutProblems} />
          {cutSaved && (
            <p className="hint">
              {result.from === 'cut' ? 'Selon la coupe' : 'Sans coupe'} :{' '}
              {result.players === 4 ? `${sideLabel(base, result, 0)} contre ${sideLabel(base, result, 1)}` : 'chacun pour soi'} ; premier donneur{' '}
              {nameOf(base, result.firstDealer)}.
            </p>
          )}
        </fieldset>
        <Frame label="Les donnes">
          <table className="lb-deals">
            <caption className="visually-hidden">Les donnes : mots, levées, déclarant et points marqués</caption>
            <ColumnHeads columns={[num('Donne'), ...base.players.map((p) => p.name), 'Levées', 'Déclarant et marque']} />
            <tbody>
              {rows.map((d, i) => (
                <DealRow
                  key={i}
                  i={i}
                  deal={d}
                  game={base}
                  result={i < savedUpTo ? result : null}
                  problems={problemsAt(problems, `deals[${i}]`)}
                  local={Object.entries(w.local).filter(([k]) => k.startsWith(`deals[${i}]`)).map(([, v]) => v)}
                  three={three}
                  onChange={(patch) => setDeal(i, patch)}
                />
              ))}
            </tbody>
          </table>
        </Frame>
        <SaveRow w={w} />
      </form>
      <section className="card" aria-labelledby="lb-pad-title">
        <h2 id="lb-pad-title">Bloc de marque</h2>
        <RubberPad game={base} result={result} />
      </section>
    </>
  );
}

function DealRow({ i, deal, game, result, problems, local, three, onChange }: {
  i: number;
  deal: LbDealForm;
  game: ClubGame;
  result: LbResult | null;
  problems: BoxProblem[];
  local: string[];
  three: boolean;
  onChange: (patch: Partial<LbDealForm>) => void;
}) {
  const n = `Donne ${i + 1}`;
  const done = result?.deals[i];
  const errorId = `lb-d${i}-error`;
  const described = problems.length || local.length ? errorId : undefined;
  const bad = (box: string, exact = false) => problemsAt(problems, `deals[${i}].${box}`, exact).length > 0 || undefined;
  const seatSelect = (label: string, v: string, set: (v: string) => void, box: string) => (
    <label className="inline">
      {label}
      <select value={v} onChange={(e) => set(e.target.value)} aria-invalid={bad(box)} aria-describedby={described}>
        <option value="">—</option>
        <Options items={game.players} value={(p) => p.seat}>
          {(p) => p.name}
        </Options>
      </select>
    </label>
  );
  return (
    <Fragment>
      <tr className={done ? undefined : 'unsaved'}>
        <th scope="row" className="num">
          {i + 1}
          {done && <div className="hint">donneur : {nameOf(game, done.dealer)}</div>}
        </th>
        {game.players.map((p, s) => (
          <td key={p.seat}>
            <input
              id={`lb-d${i}-w${p.seat}`}
              aria-label={`${n} : mot de ${p.name}`}
              value={deal.words[s] ?? ''}
              onChange={(e) => onChange({ words: deal.words.map((x, k) => (k === s ? bareWord(e.target.value, true) : x)) })}
              aria-invalid={bad(`words.${p.seat}`) ?? bad('words', true)}
              aria-describedby={described}
              autoComplete="off"
              spellCheck={false}
              size={9}
            />
            {done && <div className="hint">{done.words.find((x) => x.seat === p.seat)?.value ?? 0} pts</div>}
          </td>
        ))}
        <td>
          <input
            aria-label={`${n} : levées du déclarant`}
            value={deal.tricks}
            inputMode="numeric"
            size={3}
            onChange={(e) => onChange({ tricks: e.target.value.replace(/[^\d]/g, '').slice(0, 2) })}
            aria-invalid={bad('tricks')}
            aria-describedby={described}
          />
        </td>
        <td>
          {done ? (
            <>
              <strong>{nameOf(game, done.declarer)}</strong> déclare, {done.tricks} levées
              {done.tricks !== done.tricksRecorded ? ` (${done.tricksRecorded} + ${done.tricks - done.tricksRecorded} de la renonce)` : ''}
              {done.slam ? `, ${done.slam} chelem` : ''}
              <div className="hint">
                {done.entries.length ? done.entries.map((e) => `${sideLabel(game, result!, e.side).split(' (')[0]} ${entryText(e)}`).join(' ; ') : 'exactement 6 levées : rien à marquer'}
                {done.gameWonBy !== null && ` ; manche pour ${sideLabel(game, result!, done.gameWonBy).split(' (')[0]}`}
                {done.rubberWonBy !== null && ` ; rubber pour ${sideLabel(game, result!, done.rubberWonBy).split(' (')[0]}`}
              </div>
            </>
          ) : (
            <span className="muted">·</span>
          )}
        </td>
      </tr>
      <tr className="lb-options">
        <td colSpan={game.players.length + 3}>
          <details open={three || !!(deal.dealer || deal.declarer || deal.renonceSeat) || undefined}>
            <summary>Options de la donne {i + 1}{three ? ' (levées en défense)' : ''}</summary>
            <div className="row">
              {three &&
                game.players.map((p, s) => (
                  <label key={p.seat} className="inline">
                    Levées en défense de {p.name}
                    <input
                      value={deal.defence[s] ?? ''}
                      inputMode="numeric"
                      size={3}
                      onChange={(e) => onChange({ defence: deal.defence.map((x, k) => (k === s ? e.target.value.replace(/[^\d]/g, '').slice(0, 2) : x)) })}
                      aria-invalid={bad(`defenderTricks.${p.seat}`) ?? bad('defenderTricks', true)}
                      aria-describedby={described}
                    />
                  </label>
                ))}
              {seatSelect('Donneur', deal.dealer, (v) => onChange({ dealer: v }), 'dealer')}
              {seatSelect('Déclarant (mots à égalité)', deal.declarer, (v) => onChange({ declarer: v }), 'declarer')}
              {seatSelect('Renonce de', deal.renonceSeat, (v) => onChange({ renonceSeat: v }), 'renonce')}
              <label className="inline">
                Pénalité
                <select value={deal.renoncePenalty} onChange={(e) => onChange({ renoncePenalty: e.target.value as LbDealForm['renoncePenalty'] })} aria-invalid={bad('renonce.penalty')}>
                  <option value="">—</option>
                  <option value="tricks">3 levées aux adversaires</option>
                  <option value="points">50 points au-dessus</option>
                </select>
              </label>
              {three && seatSelect('Les 3 levées à', deal.renonceTo, (v) => onChange({ renonceTo: v }), 'renonce.to')}
            </div>
          </details>
          <BoxMessage id={errorId} problems={problems} local={local.join(' ; ') || undefined} />
        </td>
      </tr>
    </Fragment>
  );
}
