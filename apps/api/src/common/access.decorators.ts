import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import type { Role } from '../generated/prisma/enums';

export const PUBLIC_KEY = 'greffier:public';
export const ROLES_KEY = 'greffier:roles';
export const TOURNAMENT_PARAM_KEY = 'greffier:tournament-param';
export const CLUB_PARAM_KEY = 'greffier:club-param';
export const BEFORE_PASSWORD_CHANGE_KEY = 'greffier:before-password-change';
export const API_KEY_ROUTE_KEY = 'greffier:api-key-route';

/** An explicitly public, read-only endpoint: no token needed. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/**
 * A write an account still holding its one-time password may make (changing that password); every other write
 * is refused with PASSWORD_CHANGE_REQUIRED until then. Reads stay open.
 */
export const AllowedBeforePasswordChange = () => SetMetadata(BEFORE_PASSWORD_CHANGE_KEY, true);

/** Only these roles may call the endpoint. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * Organisers, or arbiters assigned to the tournament named by this route parameter.
 * Combine with @Roles('ORGANISER', 'ARBITER').
 */
export const TournamentScoped = (param = 'tournamentId') => SetMetadata(TOURNAMENT_PARAM_KEY, param);

/**
 * Organisers, or the CLUB account of the club named by this route parameter (a club records its own
 * evenings). Combine with @Roles('ORGANISER', 'CLUB').
 */
export const ClubScoped = (param = 'clubId') => SetMetadata(CLUB_PARAM_KEY, param);

/** Organisers only: a bearer token of an ORGANISER account. */
export const OrganisersOnly = () => applyDecorators(ApiBearerAuth(), Roles('ORGANISER'));

/** Organisers, and the arbiters assigned to the tournament of the route's :tournamentId. */
export const TournamentStaff = () => applyDecorators(ApiBearerAuth(), Roles('ORGANISER', 'ARBITER'), TournamentScoped());

/** Organisers, and the CLUB account of the club of the route's :clubId. */
export const ClubStaff = () => applyDecorators(ApiBearerAuth(), Roles('ORGANISER', 'CLUB'), ClubScoped());

/**
 * A club's API key rather than an account's token (`Authorization: ApiKey <id>.<secret>`, docs/federation.md):
 * the global guard lets the request through to the route's own key guard (the api-keys context), which sets the
 * actor to the key and its club.
 */
export const ClubApiKeyOnly = () => applyDecorators(ApiSecurity('apiKey'), SetMetadata(API_KEY_ROUTE_KEY, true));
