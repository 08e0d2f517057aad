import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, reasonHeaders } from '../api/client';
import type { components } from '../api/schema';

export type ApiKey = components['schemas']['ApiKeyDto'];
export type CreatedApiKey = components['schemas']['CreatedApiKeyDto'];
export type FederationSettings = components['schemas']['FederationSettingsDto'];
export type SaveFederationSettings = components['schemas']['SaveFederationSettingsDto'];
export type Publication = components['schemas']['PublicationDto'];

/** Publication to a federation server (docs/federation.md): the clubs' keys there, a venue's settings and outbox here. */
export const federationKeys = {
  keys: () => ['api-keys'] as const,
  settings: () => ['federation', 'settings'] as const,
  publications: () => ['federation', 'publications'] as const,
  publication: (tournamentId: string) => ['federation', 'publication', tournamentId] as const,
};

/** The outbox moves by itself (the worker sends in the background): read again every few seconds while shown. */
const OUTBOX_REFRESH_MS = 5_000;

export function useApiKeys() {
  return useQuery({ queryKey: federationKeys.keys(), queryFn: async () => body<ApiKey[]>(await api.GET('/api-keys')) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clubId, label }: { clubId: string; label: string }) =>
      body<CreatedApiKey>(await api.POST('/clubs/{clubId}/api-keys', { params: { path: { clubId } }, body: { label } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: federationKeys.keys() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ keyId, reason }: { keyId: string; reason?: string }) =>
      body<ApiKey>(await api.POST('/api-keys/{keyId}/revoke', { params: { path: { keyId } }, headers: reasonHeaders(reason) })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: federationKeys.keys() }),
  });
}

export function useFederationSettings() {
  return useQuery({ queryKey: federationKeys.settings(), queryFn: async () => body<FederationSettings>(await api.GET('/federation/settings')) });
}

export function useSaveFederationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: SaveFederationSettings) => body<FederationSettings>(await api.PUT('/federation/settings', { body: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData(federationKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: ['federation', 'publications'] });
      void queryClient.invalidateQueries({ queryKey: ['federation', 'publication'] });
    },
  });
}

export function usePublications() {
  return useQuery({
    queryKey: federationKeys.publications(),
    queryFn: async () => body<Publication[]>(await api.GET('/federation/publications')),
    refetchInterval: OUTBOX_REFRESH_MS,
  });
}

export function usePublication(tournamentId: string) {
  return useQuery({
    queryKey: federationKeys.publication(tournamentId),
    queryFn: async () => body<Publication>(await api.GET('/tournaments/{tournamentId}/publication', { params: { path: { tournamentId } } })),
    refetchInterval: OUTBOX_REFRESH_MS,
  });
}

/** « Publier maintenant »: the state just queued at once, then read again as the worker sends. */
export function usePublishNow(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => body<Publication>(await api.POST('/tournaments/{tournamentId}/publication', { params: { path: { tournamentId } } })),
    onSuccess: (p) => {
      queryClient.setQueryData(federationKeys.publication(tournamentId), p);
      void queryClient.invalidateQueries({ queryKey: federationKeys.publications() });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: federationKeys.publication(tournamentId) }), 1_000);
    },
  });
}
