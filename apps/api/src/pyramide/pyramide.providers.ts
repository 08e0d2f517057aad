import type { Provider, Type } from '@nestjs/common';

/** The Pyramide context's controllers and providers, registered by AppModule. */
export const PYRAMIDE_CONTROLLERS: Type<unknown>[] = [];
export const PYRAMIDE_PROVIDERS: Provider[] = [];
