import { SetMetadata } from '@nestjs/common';
import type { Role } from '../generated/prisma/enums';

export const PUBLIC_KEY = 'greffier:public';
export const ROLES_KEY = 'greffier:roles';
export const TOURNAMENT_PARAM_KEY = 'greffier:tournament-param';
export const CLUB_PARAM_KEY = 'greffier:club-param';

/** An explicitly public, read-only endpoint: no token needed. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

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
