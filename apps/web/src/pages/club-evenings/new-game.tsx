import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../ui/common';
import { ClubAccess } from './club-access';
import { useClub } from '../../queries/clubs';
import { useClubPlayers, useCreateGame } from '../../queries/club-games';
import { defaultSettings, type SeatForm, SeatsFields, SettingsFields, type SettingsForm, settingsOf } from './new-game-fields';
import { problemDetail, problemTitle } from '../../api/problem';
import { boxProblems, problemsAt } from './boxes';
import { type GameKind, KIND_LABELS, KINDS, SEATS } from './types';
import { BoxMessage } from './work-ui';
import './club-evenings.css';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const blankSeats = (n: number): SeatForm[] => Array.from({ length: n }, () => ({ playerId: '', guest: '' }));

/** A new game of the evening: the game, the day, the seats round the table (the club's players or guests), its settings. */
export function NewClubGamePage() {
  const { clubId } = useParams() as { clubId: string };
  const navigate = useNavigate();
  const club = useClub(clubId);
  const players = useClubPlayers(clubId);
  const create = useCreateGame(clubId);
  const [kind, setKind] = useState<GameKind>('THINK_OF_A_LETTER');
  const [playedOn, setPlayedOn] = useState(today);
  const [title, setTitle] = useState('');
  const [seats, setSeats] = useState<SeatForm[]>(() => blankSeats(2));
  const [settings, setSettings] = useState<SettingsForm>(defaultSettings);
  const [local, setLocal] = useState<string | null>(null);
  const problems = boxProblems(create.error);
  const range = SEATS[kind];

  function chooseKind(k: GameKind) {
    setKind(k);
    if (seats.length < SEATS[k].min) setSeats([...seats, ...blankSeats(SEATS[k].min - seats.length)]);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const count = seats.length;
    if (count < range.min || count > range.max) {
      setLocal(`${KIND_LABELS[kind]} se joue à ${range.min === range.max ? range.min : `${range.min} à ${range.max}`} joueurs : ${count} places.`);
      return;
    }
    const blank = seats.findIndex((s) => !s.playerId && !s.guest.trim());
    if (blank >= 0) {
      setLocal(`Place ${blank + 1} : choisissez un joueur du club ou tapez le nom de l’invité.`);
      return;
    }
    setLocal(null);
    create.mutate(
      {
        kind,
        playedOn,
        title: title.trim() || undefined,
        players: seats.map((s) => (s.playerId ? { playerId: s.playerId } : { guestName: s.guest.trim() })),
        settings: settingsOf(kind, settings),
      },
      { onSuccess: (game) => navigate(`/gestion/clubs/${clubId}/soirees/${game.id}`) },
    );
  }

  return (
    <ClubAccess clubId={clubId}>
      <Page
        title={club.data ? `Nouvelle partie : ${club.data.name}` : 'Nouvelle partie'}
        actions={
          <Link className="button secondary" to={`/gestion/clubs/${clubId}/soirees`}>
            Soirées du club
          </Link>
        }
      >
        <form className="card stack ce-new" onSubmit={submit} noValidate aria-label="Nouvelle partie">
          {local ? (
            <div className="alert alert-error" role="alert">
              <strong>{local}</strong>
            </div>
          ) : create.error ? (
            <div className="alert alert-error" role="alert">
              <strong>{problemTitle(create.error)} : la partie n’est pas créée.</strong>
              <p>{problemDetail(create.error)}</p>
            </div>
          ) : null}
          <fieldset>
            <legend>Le jeu</legend>
            <div className="ce-kinds">
              {KINDS.map((k) => (
                <label key={k} className="inline">
                  <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => chooseKind(k)} />
                  {KIND_LABELS[k]} <span className="hint">({SEATS[k].min === SEATS[k].max ? SEATS[k].min : `${SEATS[k].min} à ${SEATS[k].max}`} joueurs)</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="row">
            <label>
              Date de la soirée
              <input type="date" value={playedOn} onChange={(e) => setPlayedOn(e.target.value)} required aria-describedby={problemsAt(problems, 'playedOn').length ? 'playedOn-error' : undefined} />
              <BoxMessage id="playedOn-error" problems={problemsAt(problems, 'playedOn')} />
            </label>
            <label>
              Titre <span className="hint">(facultatif)</span>
              <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} placeholder="Soirée du vendredi" />
            </label>
          </div>
          {players.error ? <p className="hint">Les joueurs du club n’ont pas pu être lus : placez des invités, ou rechargez la page.</p> : null}
          <SeatsFields seats={seats} players={players.data ?? []} problems={problems} onChange={setSeats} min={range.min} max={range.max} />
          <SettingsFields kind={kind} s={settings} onChange={setSettings} problems={problems} />
          <div className="row">
            <button type="submit" disabled={create.isPending}>
              Commencer la partie
            </button>
          </div>
        </form>
      </Page>
    </ClubAccess>
  );
}
