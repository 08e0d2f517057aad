import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { CorrectionView, GameResults, GameView, PyramideConfig, SheetView } from '../pages/afternoon/views';
import type { PyramideStandings } from '../pages/public/views';
import { isAbsent, LARGEST_PAGE, type Page, tournamentScope, useAbsentQuery } from './query';

/** The Pyramide's reads: its set-up, its games and their results, the standings, each table's sheet and corrections. */
export const pyramideKeys = {
  all: (tournamentId: string) => [...tournamentScope(tournamentId), 'pyramide'] as const,
  config: (tournamentId: string) => [...pyramideKeys.all(tournamentId), 'config'] as const,
  games: (tournamentId: string) => [...pyramideKeys.all(tournamentId), 'games'] as const,
  game: (tournamentId: string, game: number) => [...pyramideKeys.all(tournamentId), 'game', game] as const,
  results: (tournamentId: string, game: number) => [...pyramideKeys.game(tournamentId, game), 'results'] as const,
  standings: (tournamentId: string) => [...pyramideKeys.all(tournamentId), 'standings'] as const,
  sheet: (tournamentId: string, game: number, table: number) => [...pyramideKeys.game(tournamentId, game), 'table', table] as const,
  corrections: (tournamentId: string, game: number, table: number) => [...pyramideKeys.sheet(tournamentId, game, table), 'corrections'] as const,
};

const at = (tournamentId: string) => ({ params: { path: { tournamentId } } });

/** The set-up, or null while the tournament has no Pyramide (404). */
export function usePyramideConfig(tournamentId: string) {
  return useAbsentQuery(pyramideKeys.config(tournamentId), async () => body<PyramideConfig>(await api.GET('/tournaments/{tournamentId}/pyramide', at(tournamentId))));
}

/** Every game seated in one page of 500, the API's largest: a Pyramide plans 30 games at most. */
export function usePyramideGames(tournamentId: string, enabled = true) {
  return useAbsentQuery(pyramideKeys.games(tournamentId), async () => body<Page<GameView>>(await api.GET('/tournaments/{tournamentId}/pyramide/games', { params: { path: { tournamentId }, query: { pageSize: LARGEST_PAGE } } })).items, enabled);
}

export function usePyramideGame(tournamentId: string, game: number) {
  return useQuery({
    queryKey: pyramideKeys.game(tournamentId, game),
    queryFn: async () => body<GameView>(await api.GET('/tournaments/{tournamentId}/pyramide/games/{game}', { params: { path: { tournamentId, game } } })),
  });
}

export function useGameResults(tournamentId: string, game: number) {
  return useQuery({
    queryKey: pyramideKeys.results(tournamentId, game),
    queryFn: async () => body<GameResults>(await api.GET('/tournaments/{tournamentId}/pyramide/games/{game}/results', { params: { path: { tournamentId, game } } })),
  });
}

export function usePyramideStandings(tournamentId: string) {
  return useAbsentQuery(pyramideKeys.standings(tournamentId), async () => body<PyramideStandings>(await api.GET('/tournaments/{tournamentId}/pyramide/standings', at(tournamentId))));
}

/** A table's sheet; read again on every opening, so that a draft found is compared with the server's version. */
export function usePyramideSheet(tournamentId: string, game: number, table: number) {
  return useQuery({
    queryKey: pyramideKeys.sheet(tournamentId, game, table),
    queryFn: async () => body<SheetView>(await api.GET('/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/sheet', { params: { path: { tournamentId, game, table } } })),
    refetchOnMount: 'always',
  });
}

/** A sheet's every correction in one page of 500, the API's largest: a feuille de marque is corrected a few times at most. */
export function useCorrections(tournamentId: string, game: number, table: number) {
  return useQuery({
    queryKey: pyramideKeys.corrections(tournamentId, game, table),
    queryFn: async () =>
      body<Page<CorrectionView>>(
        await api.GET('/tournaments/{tournamentId}/pyramide/games/{game}/tables/{table}/corrections', { params: { path: { tournamentId, game, table }, query: { pageSize: LARGEST_PAGE } } }),
      ).items,
  });
}

/** A sheet as a save answered it: at once; then the game's tables, results, standings and corrections. */
export function storePyramideSheet(queryClient: QueryClient, tournamentId: string, sheet: SheetView): void {
  const key = pyramideKeys.sheet(tournamentId, sheet.game, sheet.table);
  queryClient.setQueryData(key, sheet);
  void queryClient.invalidateQueries({
    queryKey: pyramideKeys.all(tournamentId),
    predicate: (q) => !isAbsent(q) && !(q.queryKey.length === key.length && key.every((part, i) => q.queryKey[i] === part)),
  });
}

export interface PyramideSetup {
  formula: 'individuel' | 'doublette';
  games: number;
  seed?: string;
  pairs?: string[][];
  reason?: string;
}

export function useSetupPyramide(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reason, ...setup }: PyramideSetup) => body<PyramideConfig>(await api.POST('/tournaments/{tournamentId}/pyramide', { ...at(tournamentId), body: setup, headers: reasonHeaders(reason) })),
    onSuccess: (config) => {
      queryClient.setQueryData(pyramideKeys.config(tournamentId), config);
      queryClient.setQueryData(pyramideKeys.games(tournamentId), []);
      void queryClient.invalidateQueries({ queryKey: pyramideKeys.standings(tournamentId) });
    },
  });
}

/** Seats the next game: it joins the list at once; the set-up's count and the standings follow. */
export function useSeatGame(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => body<GameView>(await api.POST('/tournaments/{tournamentId}/pyramide/games', { ...at(tournamentId), headers: reasonHeaders(reason) })),
    onSuccess: (game) => {
      queryClient.setQueryData<GameView[] | null>(pyramideKeys.games(tournamentId), (list) => [...(list ?? []).filter((g) => g.number !== game.number), game].sort((a, b) => a.number - b.number));
      queryClient.setQueryData(pyramideKeys.game(tournamentId, game.number), game);
      queryClient.setQueryData<PyramideConfig | null>(pyramideKeys.config(tournamentId), (c) => (c ? { ...c, seatedGames: Math.max(c.seatedGames, game.number) } : c));
      void queryClient.invalidateQueries({ queryKey: pyramideKeys.config(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: pyramideKeys.standings(tournamentId), predicate: (q) => !isAbsent(q) });
    },
  });
}
