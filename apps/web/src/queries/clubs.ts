import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';
import { retryUnlessMissing } from './query';

export type Club = components['schemas']['ClubResponseDto'];
export type ClubPage = components['schemas']['ClubPageDto'];

/** The club directory: pages of a search, the whole directory (for the selects), one club. */
export const clubKeys = {
  all: ['clubs'] as const,
  pages: () => [...clubKeys.all, 'page'] as const,
  page: (q: string, page: number, pageSize: number) => [...clubKeys.pages(), { q, page, pageSize }] as const,
  directory: () => [...clubKeys.all, 'directory'] as const,
  one: (id: string) => [...clubKeys.all, 'one', id] as const,
};

export function useClubPage(q: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: clubKeys.page(q, page, pageSize),
    queryFn: async () => body<ClubPage>(await api.GET('/clubs', { params: { query: { q: q || undefined, page, pageSize } } })),
    placeholderData: keepPreviousData,
  });
}

/** Every club (for the club column, the filters and the forms): the directory holds a few hundred at most. */
export function useAllClubs() {
  return useQuery({
    queryKey: clubKeys.directory(),
    queryFn: async () => body<ClubPage>(await api.GET('/clubs', { params: { query: { pageSize: 500 } } })).items,
    staleTime: 60_000,
  });
}

export const readClub = async (id: string) => body<Club>(await api.GET('/clubs/{id}', { params: { path: { id } } }));

export function useClub(id: string | undefined) {
  return useQuery({ queryKey: clubKeys.one(id ?? ''), enabled: !!id, queryFn: () => readClub(id!), retry: retryUnlessMissing, staleTime: 60_000 });
}

export interface ClubFields {
  name: string;
  city: string;
  federationCode: string | null;
}

/** A club as a write answered it: its own read at once; the lists (order, search) are read again. */
function useStoreClub() {
  const queryClient = useQueryClient();
  return (club: Club | null, id: string) => {
    if (club) queryClient.setQueryData(clubKeys.one(id), club);
    else queryClient.removeQueries({ queryKey: clubKeys.one(id) });
    void queryClient.invalidateQueries({ queryKey: clubKeys.pages() });
    void queryClient.invalidateQueries({ queryKey: clubKeys.directory() });
  };
}

export function useCreateClub() {
  const store = useStoreClub();
  return useMutation({
    mutationFn: async (c: ClubFields) => body<Club>(await api.POST('/clubs', { body: { name: c.name, city: c.city, federationCode: c.federationCode ?? undefined } })),
    onSuccess: (club) => store(club, club.id),
  });
}

export function useUpdateClub(id: string) {
  const store = useStoreClub();
  return useMutation({
    mutationFn: async ({ fields, version, reason }: { fields: ClubFields; version: number; reason?: string }) =>
      body<Club>(await api.PATCH('/clubs/{id}', { params: { path: { id } }, headers: reasonHeaders(reason, version), body: fields as never })),
    onSuccess: (club) => store(club, id),
  });
}

export function useDeleteClub() {
  const store = useStoreClub();
  return useMutation({
    mutationFn: async ({ club, reason }: { club: Club; reason: string }) => body<void>(await api.DELETE('/clubs/{id}', { params: { path: { id: club.id } }, headers: reasonHeaders(reason, club.version) })),
    onSuccess: (_d, { club }) => store(null, club.id),
  });
}
