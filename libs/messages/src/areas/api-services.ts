/**
 * The French words of one area's messages, by stable code; catalogue.ts gathers every area into MESSAGES.
 * Parametrised texts take `P<'name' | ...>` from ../render.
 */
export const API_SERVICES = {} as const;
