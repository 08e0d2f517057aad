import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { pdfs } from '../../queries/documents';
import { usePoules } from '../../queries/matches';
import { Loaded } from '../../ui/common';
import { PdfLink } from '../../ui/pdf-link';
import { ordinal, TournamentScreen } from './shared';
import type { DecidedBy, PlayerLabel, PouleMatch, PouleView, SlotSource } from './views';
import { ColumnHeads, num } from '../../ui/column-heads';
import { Options } from '../../ui/options';

const STAGE_LABELS: Record<string, string> = {
  'round-of-16': '1/8 de finale',
  'quarter-final': '1/4 de finale',
  'semi-final': '1/2 finale',
  final: 'Finale',
};

const DECIDED_LABELS: Partial<Record<DecidedBy, string>> = {
  'extra-draws': 'après prolongation',
  'sudden-death': 'en mort subite',
  'duplicate-rank': 'égalité : au rang du duplicate',
  forfeit: 'forfait',
  bye: 'exempt',
  empty: 'sans joueur',
};

const placesText = (p: { from: number; to: number }) => (p.to - p.from === 1 ? `places ${p.from}-${p.to}` : `places ${p.from} à ${p.to}`);

/** A group of matches drawn as one bracket: the winners' line, or the matches for a range of lower places. */
interface Family {
  key: string;
  title: string;
  columns: { title: string; matches: PouleMatch[] }[];
}

/**
 * Splits a poule's matches into brackets: the winners' line (1/8 to the final), then each range of places whose
 * first matches take the losers of the winners' line (3-4 from the 1/2, 5-8 from the 1/4, 9-16 from the 1/8), with
 * the later matches of those places.
 */
export function families(matches: PouleMatch[]): Family[] {
  const main = matches.filter((m) => m.stage !== 'classification');
  const mainCodes = new Set(main.map((m) => m.code));
  const heads = matches.filter((m) => m.stage === 'classification' && m.sources.some((s) => s.kind === 'loser' && mainCodes.has(s.of ?? '')));
  const ranges = [...new Map(heads.map((m) => [`${m.places.from}-${m.places.to}`, m.places])).values()].sort((a, b) => a.from - b.from);
  const byRound = (list: PouleMatch[], label: (ms: PouleMatch[]) => string) => {
    const rounds = [...new Set(list.map((m) => m.round))].sort((a, b) => a - b);
    return rounds.map((r) => {
      const ms = list.filter((m) => m.round === r);
      return { title: label(ms), matches: ms };
    });
  };
  const out: Family[] = [];
  if (main.length) out.push({ key: 'main', title: 'Tableau principal', columns: byRound(main, (ms) => STAGE_LABELS[ms[0]!.stage] ?? `Tour ${ms[0]!.round}`) });
  for (const range of ranges) {
    const inside = matches.filter((m) => m.stage === 'classification' && m.places.from >= range.from && m.places.to <= range.to);
    out.push({
      key: `${range.from}-${range.to}`,
      title: `Matchs de classement, ${placesText(range)}`,
      columns: byRound(inside, (ms) => `Tour ${ms[0]!.round}`),
    });
  }
  return out;
}

function sourceText(source: SlotSource, poule: PouleView): string {
  if (source.kind === 'seed') return poule.entries.some((e) => e.seed === source.seed) ? `tête de série ${source.seed}` : 'exempt';
  return `${source.kind === 'winner' ? 'vainqueur' : 'perdant'} de ${source.of}`;
}

function Slot({ match, side, poule }: { match: PouleMatch; side: 0 | 1; poule: PouleView }) {
  const player: PlayerLabel | null = side === 0 ? match.a : match.b;
  const entry = player ? poule.entries.find((e) => e.playerId === player.playerId) : undefined;
  const won = !!player && match.winner?.playerId === player.playerId && match.decidedBy !== 'empty';
  const played = match.status === 'FINISHED' && match.decidedBy !== 'bye' && match.decidedBy !== 'empty' && match.decidedBy !== 'forfeit';
  const lost = !!player && match.status === 'FINISHED' && !won;
  const empty = !player && (match.status === 'FINISHED' || match.sources[side].kind === 'seed');
  return (
    <div className={`slot${won ? ' won' : ''}${lost ? ' lost' : ''}${!player ? ' open' : ''}`}>
      {player ? (
        <>
          <span className="seed" title={entry ? `${ordinal(entry.duplicateRank)} au duplicate` : undefined}>
            {entry?.seed ?? ''}
          </span>
          <span className="who">
            {player.name}
            {entry && <span className="visually-hidden">, tête de série {entry.seed} ({ordinal(entry.duplicateRank)} au duplicate)</span>}
          </span>
          <span className="score">
            {played ? match.score[side] : ''}
            {played && match.extra ? <small> (+{match.extra[side]})</small> : null}
          </span>
          {won && (
            <span className="mark">
              <span aria-hidden="true">✓</span>
              <span className="visually-hidden"> vainqueur</span>
            </span>
          )}
          {lost && match.decidedBy === 'forfeit' && <span className="tag error">forfait</span>}
        </>
      ) : (
        <span className="who muted">{match.decidedBy === 'empty' ? '—' : empty ? 'exempt' : sourceText(match.sources[side], poule)}</span>
      )}
    </div>
  );
}

function MatchBox({ match, poule }: { match: PouleMatch; poule: PouleView }) {
  const decided = match.decidedBy && match.decidedBy !== 'score' ? DECIDED_LABELS[match.decidedBy] : undefined;
  const status = match.status === 'FINISHED' ? 'terminé' : match.status === 'READY' ? 'à jouer' : 'en attente';
  return (
    <li className={`match ${match.status.toLowerCase()}${match.decidedBy === 'empty' ? ' void' : ''}`} aria-label={`Match ${match.code}, ${placesText(match.places)}, ${status}`}>
      <div className="match-head">
        <span className="code">{match.code}</span>
        <span className="state">{decided ?? status}</span>
      </div>
      <Slot match={match} side={0} poule={poule} />
      <Slot match={match} side={1} poule={poule} />
    </li>
  );
}

function Bracket({ family, poule }: { family: Family; poule: PouleView }) {
  const id = `poule-${poule.code}-${family.key}`;
  return (
    <section className="bracket-family" aria-labelledby={id}>
      <h3 id={id}>{family.title}</h3>
      <div className="bracket" tabIndex={0} role="group" aria-label={family.title} style={{ gridTemplateColumns: `repeat(${family.columns.length}, minmax(13rem, 17rem))` }}>
        {family.columns.map((col) => (
          <div className="bracket-col" key={col.title}>
            <h4>{col.title}</h4>
            <ol aria-label={`${col.title}, ${family.title.toLowerCase()}`}>
              {col.matches.map((m) => (
                <MatchBox key={m.code} match={m} poule={poule} />
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}

function PouleSection({ tournamentId, poule, family }: { tournamentId: string; poule: PouleView; family: Family | undefined }) {
  const held = poule.places.filter((p) => p.status === 'held');
  return (
    <section className="poule card" id={`poule-${poule.code}`} aria-labelledby={`titre-poule-${poule.code}`}>
      <div className="page-head">
        <h2 id={`titre-poule-${poule.code}`}>Poule {poule.code}</h2>
        <PdfLink doc={pdfs.bracket(tournamentId, poule.code)}>Tableau de la poule {poule.code}</PdfLink>
      </div>
      <p className="muted">
        {poule.entries.length} joueurs (têtes de série par rang au duplicate)
        {poule.byes.length > 0 ? `, exempts au 1er tour : têtes de série ${poule.byes.join(', ')}` : ''}.
      </p>
      {family && <Bracket family={family} poule={poule} />}
      {held.length > 0 && (
        <details>
          <summary>Places de la poule {poule.code}</summary>
          <table>
            <caption className="visually-hidden">Places de la poule {poule.code}</caption>
            <ColumnHeads columns={[num('Place dans la poule'), num('Place générale'), 'Joueur', 'Club']} />
            <tbody>
              {held.map((p) => (
                <tr key={p.place}>
                  <td className="num">{p.place}</td>
                  <td className="num">{p.generalPlace}</td>
                  <td>{p.player?.name}</td>
                  <td>{p.player?.club}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}

/** The poule asked for in the address (#poule-B, as the general ranking links to it), else the first. */
function pouleOfHash(poules: PouleView[]): string {
  const code = decodeURIComponent(window.location.hash.replace(/^#poule-/, ''));
  return poules.some((p) => p.code === code) ? code : (poules[0]?.code ?? '');
}

/** One bracket at a time (a phone shows it whole): the poule, then the winners' line or a range of places. */
function Chosen({ tournamentId, poules }: { tournamentId: string; poules: PouleView[] }) {
  const [code, setCode] = useState(() => pouleOfHash(poules));
  const [familyKey, setFamilyKey] = useState('main');
  const pouleId = useId();
  const familyId = useId();
  useEffect(() => {
    const follow = () => setCode(pouleOfHash(poules));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [poules]);
  const poule = poules.find((p) => p.code === code) ?? poules[0];
  if (!poule) return <p>Aucune poule.</p>;
  const list = families(poule.matches);
  const family = list.find((f) => f.key === familyKey) ?? list[0];
  return (
    <>
      <form className="bracket-chooser" aria-label="Choix du tableau" onSubmit={(e) => e.preventDefault()}>
        {poules.length > 1 && (
          <div className="stack">
            <label htmlFor={pouleId}>Poule</label>
            <select id={pouleId} value={poule.code} onChange={(e) => setCode(e.target.value)}>
              <Options items={poules} value={(p) => p.code}>
                {(p) => `Poule ${p.code}`}
              </Options>
            </select>
          </div>
        )}
        <div className="stack">
          <label htmlFor={familyId}>Tableau</label>
          <select id={familyId} value={family?.key ?? ''} onChange={(e) => setFamilyKey(e.target.value)}>
            <Options items={list} value={(f) => f.key}>
              {(f) => f.title}
            </Options>
          </select>
        </div>
      </form>
      <PouleSection tournamentId={tournamentId} poule={poule} family={family} />
    </>
  );
}

/** Public: every poule's bracket, drawn as a bracket, with the classification matches below. */
export function PoulesPage() {
  const { tournamentId = '' } = useParams();
  const poules = usePoules(tournamentId);
  return (
    <TournamentScreen tournamentId={tournamentId} title="Poules">
      <Loaded query={poules} absent={<p>Les poules ne sont pas encore formées.</p>}>
        {(list) => <Chosen tournamentId={tournamentId} poules={list} />}
      </Loaded>
    </TournamentScreen>
  );
}
