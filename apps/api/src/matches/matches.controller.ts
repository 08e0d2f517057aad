import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Public, Roles, TournamentScoped } from '../auth/access.decorators';
import { type Actor, CurrentActor } from '../auth/actor';
import { InvalidInputError } from '../common/domain-errors';
import { UuidParam } from '../common/params';
import { OptionalVersion } from '../common/versioning';
import { FormPoulesDto, ForfeitDto, MatchSheetDto } from './matches.dto';
import { MatchesService } from './matches.service';
import { PoulesService } from './poules.service';

const MatchCode = () =>
  Param('code', {
    transform: (v: string) => {
      if (!/^[A-Z]{1,3}-[A-Z0-9-]{1,12}$/.test(v)) throw new InvalidInputError('code must be a match code such as A-QF-1', [{ field: 'code', reason: 'not a match code' }]);
      return v;
    },
  });

@ApiTags('matches')
@Controller('tournaments/:tournamentId')
export class MatchesController {
  constructor(
    private readonly poules: PoulesService,
    private readonly matches: MatchesService,
  ) {}

  /** Draws the poules of 16 from the final duplicate ranking, with every match of their brackets and its draws. */
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post('poules')
  form(@UuidParam('tournamentId') id: string, @Body() dto: FormPoulesDto, @CurrentActor() actor: Actor) {
    return this.poules.form(id, dto, actor);
  }

  /** Public: the poules and their brackets (players, results, where winners and losers go, places). */
  @Public()
  @Get('poules')
  list(@UuidParam('tournamentId') id: string) {
    return this.poules.list(id);
  }

  /** Public: the final general ranking (complete once every poule is played out). */
  @Public()
  @Get('general-ranking')
  general(@UuidParam('tournamentId') id: string) {
    return this.poules.generalRanking(id);
  }

  /** Public: the best-club cup. */
  @Public()
  @Get('best-club-cup')
  cup(@UuidParam('tournamentId') id: string) {
    return this.poules.bestClubCup(id);
  }

  /** A match with its draws and their tops: organisers and the tournament's arbiters. */
  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Get('matches/:code')
  get(@UuidParam('tournamentId') id: string, @MatchCode() code: string) {
    return this.matches.get(id, code);
  }

  /** The match sheet, whole: sending it again changes nothing; a corrected result with played dependents needs confirmReset. */
  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Put('matches/:code/sheet')
  sheet(@UuidParam('tournamentId') id: string, @MatchCode() code: string, @OptionalVersion() version: number | undefined, @Body() dto: MatchSheetDto, @CurrentActor() actor: Actor) {
    return this.matches.enterSheet(id, code, dto, version, actor);
  }

  /** An absent player loses by forfeit; both absent: the better duplicate rank goes on. */
  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Post('matches/:code/forfeit')
  forfeit(@UuidParam('tournamentId') id: string, @MatchCode() code: string, @OptionalVersion() version: number | undefined, @Body() dto: ForfeitDto, @CurrentActor() actor: Actor) {
    return this.matches.forfeit(id, code, dto, version, actor);
  }
}
