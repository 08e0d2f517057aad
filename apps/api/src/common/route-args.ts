import type { Type } from '@nestjs/common';

// Nest's own metadata keys and parameter kinds (@nestjs/common constants, RouteParamtypes).
export const ROUTE_ARGS_METADATA = '__routeArguments__';
export const QUERY = 4;
export const PARAM = 5;

/** One argument of a handler as Nest's parameter decorators record it. */
export interface RouteArg {
  /** RouteParamtypes for Nest's own decorators (@Query, @Param...); a custom decorator's key holds its own. */
  kind: number;
  data?: unknown;
  pipes?: unknown[];
  factory?: unknown;
}

/** The arguments a handler's parameter decorators declare. */
export function routeArgs(controller: Type | object, method: string): RouteArg[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, Omit<RouteArg, 'kind'>>;
  return Object.entries(args).map(([key, arg]) => ({ ...arg, kind: Number(key.split(':')[0]) }));
}

/** The factory a param decorator made with createParamDecorator runs: how a handler's parameters are recognised. */
export function factoryOf(decorator: () => ParameterDecorator): unknown {
  class Probe {
    m(): void {}
  }
  decorator()(Probe.prototype, 'm', 0);
  return routeArgs(Probe, 'm')[0]?.factory;
}
