import { Body, Param, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { BestClubCupDto, GeneralRankingDto, MatchResponseDto, PouleDto } from './matches-views.dto';
import type { Response } from 'express';
import { pdf } from '../common/pdf-response';
import { ApiController, Create, PdfGet, Read, Remove, VersionedRead, Write } from '../common/routes';
import { AfternoonDocumentsService } from './afternoon-documents.service';
import { BackupBeforeStep } from '../backups/backup-before-step';
import { OrganisersOnly, Public, TournamentStaff } from '../common/access.decorators';
import { type Actor, CurrentActor } from '../common/actor';
import { InvalidInputError } from '../common/domain-errors';
import { UuidParam } from '../common/params';
import { OptionalVersion, withETag } from '../common/versioning';
import { DeletePoulesDto, FormPoulesDto, ForfeitDto, MatchSheetDto } from './matches.dto';
import { MatchesService } from './matches.service';
import { PoulesService } from './poules.service';
import { t } from '@greffier/messages';

const MatchCode = () =>
  Param('code', {
    transform: (v: string) => {
      if (!/^[A-Z]{1,3}-[A-Z0-9-]{1,12}$/.test(v)) throw new InvalidInputError(t('MATCH_CODE_PARAM'), [{ field: 'code', reason: t('NOT_A_MATCH_CODE') }]);
      return v;
    },
  });

@ApiController('matches', 'tournaments/:tournamentId')
export class MatchesController {
  constructor(
    private readonly poules: PoulesService,
    private readonly matches: MatchesService,
    private readonly documents: AfternoonDocumentsService,
  ) {}

  /** Public: a poule's bracket on paper. */
  @Public()
  @PdfGet('poules/:poule/bracket.pdf', 'A poule\'s bracket (PDF)', 'Public: a poule\'s bracket on paper, with the results so far.')
  async bracketPdf(@UuidParam('tournamentId') id: string, @Param('poule') poule: string, @Res({ passthrough: true }) res: Response) {
    if (!/^[A-Z]{1,3}$/.test(poule)) throw new InvalidInputError(t('POULE_CODE_PARAM'), [{ field: 'poule', reason: t('NOT_A_POULE_CODE') }]);
    return pdf(res, await this.documents.bracket(id, poule), `poule-${poule}.pdf`);
  }

  @Public()
  @PdfGet('documents/general-ranking.pdf', 'The general ranking (PDF)', 'Public: the final general ranking, printed.')
  async generalPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.generalRanking(id), 'classement-general.pdf');
  }

  @Public()
  @PdfGet('documents/best-club-cup.pdf', 'The best-club cup (PDF)', 'Public: the best-club cup, printed.')
  async cupPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.bestClubCup(id), 'coupe-du-meilleur-club.pdf');
  }

  /** The match sheet for the two players (?copy=arbiter adds the draws). */
  @TournamentStaff()
  @PdfGet('matches/:code/sheet.pdf', 'A match sheet (PDF)', 'Organisers and the tournament\'s arbiters: the match sheet for the two players; ?copy=arbiter adds the draws and tops.')
  @ApiQuery({ name: 'copy', required: false, enum: ['players', 'arbiter'] })
  async matchPdf(@UuidParam('tournamentId') id: string, @MatchCode() code: string, @Query('copy') copy: string | undefined, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.matchSheet(id, code, copy === 'arbiter'), `match-${code}.pdf`);
  }

  /** Draws the poules of 16 from the final duplicate ranking, with every match of their brackets and its draws. */
  @OrganisersOnly()
  @Create('poules', '/tournaments/:tournamentId/poules', [PouleDto], 'Draw the poules', 'Organisers only: draws the poules of 16 from the final duplicate ranking, with every match of their brackets and its draws; a backup is taken just before (docs/backups.md). Drawn twice gets 409; a provisional ranking gets 422.', 409, 422)
  @BackupBeforeStep('avant-poules')
  form(@UuidParam('tournamentId') id: string, @Body() dto: FormPoulesDto, @CurrentActor() actor: Actor) {
    return this.poules.form(id, dto, actor);
  }

  /** Undoes the poules while no match is played, to draw them again; needs a reason. */
  @OrganisersOnly()
  @Remove('poules', 'Undo the poules', 'Organisers only: undoes the poules while no match is played (409 after), to draw them again; needs a reason.', 409)
  async remove(@UuidParam('tournamentId') id: string, @Body() dto: DeletePoulesDto, @CurrentActor() actor: Actor) {
    await this.poules.remove(id, dto.reason, actor);
  }

  /** Public: the poules and their brackets (players, results, where winners and losers go, places). */
  @Public()
  @Read('poules', [PouleDto], 'The poules and their brackets', 'Public: the poules and their brackets: players, results, where winners and losers go, places.')
  list(@UuidParam('tournamentId') id: string) {
    return this.poules.list(id);
  }

  /** Public: the final general ranking (complete once every poule is played out). */
  @Public()
  @Read('general-ranking', GeneralRankingDto, 'The general ranking', 'Public: the final general ranking (complete once every poule is played out).')
  general(@UuidParam('tournamentId') id: string) {
    return this.poules.generalRanking(id);
  }

  /** Public: the best-club cup. */
  @Public()
  @Read('best-club-cup', BestClubCupDto, 'The best-club cup', 'Public: the best-club cup: clubs ranked by the places of their three best players.')
  cup(@UuidParam('tournamentId') id: string) {
    return this.poules.bestClubCup(id);
  }

  /** A match with its draws and their tops: organisers and the tournament's arbiters. */
  @TournamentStaff()
  @VersionedRead('matches/:code', MatchResponseDto, 'Read a match', 'Organisers and the tournament\'s arbiters: a match with its draws and their tops; its ETag is the version to send back with a change.')
  async get(@UuidParam('tournamentId') id: string, @MatchCode() code: string, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.matches.get(id, code));
  }

  /** The match sheet, whole: sending it again changes nothing; a corrected result with played dependents needs confirmReset. */
  @TournamentStaff()
  @Write('put', 'matches/:code/sheet', MatchResponseDto, 'Enter a match sheet', 'Organisers and the tournament\'s arbiters: the match sheet, whole; sending it again changes nothing. A corrected result whose following matches are played needs confirmReset (409 otherwise); answers the rules refuse get 422.', 422)
  sheet(@UuidParam('tournamentId') id: string, @MatchCode() code: string, @OptionalVersion() version: number | undefined, @Body() dto: MatchSheetDto, @CurrentActor() actor: Actor) {
    return this.matches.enterSheet(id, code, dto, version, actor);
  }

  /** An absent player loses by forfeit; both absent: the better duplicate rank goes on. */
  @TournamentStaff()
  @Write('post', 'matches/:code/forfeit', MatchResponseDto, 'Record a forfeit', 'Organisers and the tournament\'s arbiters: an absent player loses by forfeit; both absent, the better duplicate rank goes on.')
  forfeit(@UuidParam('tournamentId') id: string, @MatchCode() code: string, @OptionalVersion() version: number | undefined, @Body() dto: ForfeitDto, @CurrentActor() actor: Actor) {
    return this.matches.forfeit(id, code, dto, version, actor);
  }
}
