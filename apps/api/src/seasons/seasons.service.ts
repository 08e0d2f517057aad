import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import { DEFAULT_SEASON_PROFILE, describeProfile, profileLabel, type SeasonParameters, seasonParameters, type SeasonProfile } from '@greffier/season';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { InvalidInputError, NotFoundError } from '../common/domain-errors';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import { claimLive } from '../database/tx';
import { PrismaClient, type Season } from '../generated/prisma/client';
import type { CreateSeasonDto, SeasonQueryDto, SeasonResponseDto, UpdateSeasonDto } from './seasons.dto';

const day = (d: Date): string => d.toISOString().slice(0, 10);
const asDate = (d: string): Date => new Date(`${d}T00:00:00Z`);

/** A stored season with its profile read back (the parameters are stored checked, with their defaults). */
export interface SeasonRule {
  profile: SeasonProfile;
  parameters: SeasonParameters;
}

export function ruleOf(s: Season): SeasonRule {
  const profile = s.profile as SeasonProfile;
  return { profile, parameters: seasonParameters(profile, s.parameters as Record<string, unknown>) };
}

export function toSeasonResponse(s: Season): SeasonResponseDto {
  const { profile, parameters } = ruleOf(s);
  return {
    id: s.id,
    name: s.name,
    firstDay: day(s.firstDay),
    lastDay: day(s.lastDay),
    profile,
    profileLabel: profileLabel(profile),
    parameters,
    rule: describeProfile(profile, parameters),
    version: s.version,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The profile and parameters checked by the season's rules (libs/season): a refusal names its field, in French. */
function checkedRule(profile: string, parameters: Record<string, unknown> | undefined): SeasonRule {
  return { profile: profile as SeasonProfile, parameters: seasonParameters(profile, parameters) };
}

function checkDays(firstDay: string, lastDay: string): void {
  if (lastDay < firstDay) throw new InvalidInputError(t('SEASON_ENDS_BEFORE_START'), [{ field: 'lastDay', reason: t('SEASON_ENDS_BEFORE_START') }]);
}

/** The seasons: their name, dates and rule (docs/seasons.md). Organisers write them; everyone reads them. */
@Injectable()
export class SeasonsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  async create(dto: CreateSeasonDto, actor: Actor, reason?: string): Promise<SeasonResponseDto> {
    checkDays(dto.firstDay, dto.lastDay);
    const rule = checkedRule(dto.profile ?? DEFAULT_SEASON_PROFILE, dto.parameters);
    return this.prisma.$transaction(async (tx) => {
      const season = await tx.season.create({
        data: { name: dto.name.trim(), firstDay: asDate(dto.firstDay), lastDay: asDate(dto.lastDay), profile: rule.profile, parameters: rule.parameters as object },
      });
      await this.audit.record(tx, { actor, action: 'create', entity: 'season', entityId: season.id, after: season, reason });
      return toSeasonResponse(season);
    });
  }

  async list(query: SeasonQueryDto): Promise<Page<SeasonResponseDto>> {
    const where = { deletedAt: null };
    const counted = await this.prisma.$transaction([
      this.prisma.season.count({ where }),
      this.prisma.season.findMany({ where, orderBy: [{ firstDay: 'desc' }, { name: 'asc' }, { id: 'asc' }], ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, toSeasonResponse);
  }

  async get(id: string): Promise<SeasonResponseDto> {
    return toSeasonResponse(await this.find(id));
  }

  async find(id: string): Promise<Season> {
    const season = await this.prisma.season.findFirst({ where: { id, deletedAt: null } });
    if (!season) throw new NotFoundError('season', id);
    return season;
  }

  async update(id: string, version: number, dto: UpdateSeasonDto, actor: Actor, reason?: string): Promise<SeasonResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      const before = await claimLive(tx.season, 'season', id, version);
      const firstDay = dto.firstDay ?? day(before.firstDay);
      const lastDay = dto.lastDay ?? day(before.lastDay);
      checkDays(firstDay, lastDay);
      // A new profile without parameters takes its defaults; parameters alone are the current profile's.
      const profileChanged = dto.profile !== undefined && dto.profile !== before.profile;
      const rule =
        dto.parameters !== undefined || profileChanged
          ? checkedRule(dto.profile ?? before.profile, dto.parameters ?? (profileChanged ? undefined : (before.parameters as Record<string, unknown>)))
          : ruleOf(before);
      const after = await tx.season.update({
        where: { id },
        data: { name: dto.name?.trim(), firstDay: asDate(firstDay), lastDay: asDate(lastDay), profile: rule.profile, parameters: rule.parameters as object },
      });
      await this.audit.record(tx, { actor, action: 'update', entity: 'season', entityId: id, before, after, reason });
      return toSeasonResponse(after);
    });
  }

  async remove(id: string, version: number, actor: Actor, reason?: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const before = await claimLive(tx.season, 'season', id, version);
      const after = await tx.season.update({ where: { id }, data: { deletedAt: new Date() } });
      await this.audit.record(tx, { actor, action: 'delete', entity: 'season', entityId: id, before, after, reason });
    });
  }
}
