// Response DTOs of the Pyramide (set-up, seating, results, standings, feuilles de marque): documentation of
// what the Pyramide services return; the controllers' return types check them.
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { EVENTS, SEATS, STANDINGS_CRITERIA, type StandingsCriterion } from '@greffier/pyramide';
import { ApiDateTime, ApiInt, ApiIntOrNull, ApiInts, ApiJson, ApiStringOrNull, ApiUuid } from '../common/openapi';
import { PageDto } from '../common/pagination.dto';
import { LateEDto } from './pyramide.dto';
import { LibPairDto, ScoreSheetDto } from './score-sheet.dto';

const SHEET_STATUSES = ['ENTERED', 'CORRECTED'] as const;

export class PersonDto {
  @ApiUuid() playerId!: string;
  @ApiIntOrNull({ description: 'Table number of the entry' }) bib!: number | null;
  @ApiProperty() name!: string;
}

export class PyramidePairDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: [PersonDto] }) players!: PersonDto[];
}

/** The Pyramide's configuration. */
export class PyramideConfigDto {
  @ApiUuid() id!: string;
  @ApiUuid() tournamentId!: string;
  @ApiProperty({ enum: ['individuel', 'doublette'] }) formula!: string;
  @ApiInt({ description: 'Games planned' }) games!: number;
  @ApiInt() seatedGames!: number;
  @ApiProperty({ description: 'Seed of game 1' }) seed!: string;
  @ApiProperty({ description: 'Seed of the random tie-breaks' }) rankingSeed!: string;
  @ApiProperty({ type: [PyramidePairDto], description: 'Doublette: the pairs' }) pairs!: PyramidePairDto[];
  @ApiInt() version!: number;
}

export class RepeatDto {
  @ApiProperty({ type: 'string', isArray: true, minItems: 2, maxItems: 2, description: 'The two players (ids) who meet again' }) between!: [string, string];
  @ApiProperty({ type: 'string', isArray: true }) names!: string[];
  @ApiInt() table!: number;
  @ApiInts() previousGames!: number[];
  @ApiInt() gamesAgo!: number;
}

export class SeatDto {
  @ApiUuid() playerId!: string;
  @ApiIntOrNull() bib!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SEATS }) seat!: (typeof SEATS)[number];
}

export class PlayerRoleDto {
  @ApiProperty({ enum: EVENTS }) event!: string;
  @ApiIntOrNull({ description: 'The enigma (0-based); null for a team event' }) enigma!: number | null;
  @ApiProperty({ type: 'integer', enum: [0, 1], nullable: true }) team!: 0 | 1 | null;
  @ApiProperty({ enum: ['Dico', 'Syno'] }) role!: 'Dico' | 'Syno';
  @ApiProperty({ description: "The partner's id" }) partner!: string;
}

export class SeatRolesDto extends SeatDto {
  @ApiProperty({ type: [PlayerRoleDto] }) roles!: PlayerRoleDto[];
}

export class TableSheetStateDto {
  @ApiProperty({ enum: SHEET_STATUSES }) status!: string;
  @ApiInt() version!: number;
}

export class SeatedTableDto {
  @ApiInt() number!: number;
  @ApiInt({ description: '3 or 4 players' }) size!: number;
  @ApiProperty({ type: [SeatDto] }) seats!: SeatDto[];
  @ApiProperty({ type: [PyramidePairDto], nullable: true }) pairs!: PyramidePairDto[] | null;
  @ApiProperty({ type: TableSheetStateDto, nullable: true, description: 'The feuille de marque, once entered' }) sheet!: TableSheetStateDto | null;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'One game: the table plan (docs/rules/pyramide.md): who is Dico and Syno with whom, enigma by enigma and event by event' })
  plan?: unknown;
  @ApiPropertyOptional({ type: [SeatRolesDto], description: 'One game: each seat with its roles' }) roles?: SeatRolesDto[];
}

/** A game seated: how (the regulation's rotation or the computed one), the repeats, and each table. */
export class SeatedGameDto {
  @ApiInt() number!: number;
  @ApiProperty({ enum: ['individuel', 'doublette'] }) formula!: string;
  @ApiProperty({ description: 'How the game was seated' }) method!: string;
  @ApiStringOrNull({ description: 'Why the regulation\'s rotation was not used' }) fallback!: string | null;
  @ApiProperty() explanation!: string;
  @ApiProperty({ type: [RepeatDto] }) repeats!: RepeatDto[];
  @ApiProperty({ type: [RepeatDto], nullable: true, description: "The repeats the regulation's rotation would have made" }) regulationRepeats!: RepeatDto[] | null;
  @ApiProperty({ type: [PersonDto] }) leftOut!: PersonDto[];
  @ApiDateTime() seatedAt!: string;
  @ApiProperty({ type: [SeatedTableDto] }) tables!: SeatedTableDto[];
}

export class SeatedGamePageDto extends PageDto(SeatedGameDto) {}

export class EventScoresDto {
  @ApiInt() enigmes!: number;
  @ApiInt() pingPong!: number;
  @ApiInt() nomsPropres!: number;
  @ApiInt() grandesPyramides!: number;
  @ApiInt() total!: number;
  @ApiInt() bonus!: number;
  @ApiInt() solutions!: number;
}

export class HistoryGameDto {
  @ApiInt() game!: number;
  @ApiInt() table!: number;
  @ApiProperty({ enum: SEATS }) seat!: string;
  @ApiProperty({ type: [PersonDto] }) partners!: PersonDto[];
  @ApiProperty({ type: [PersonDto] }) opponents!: PersonDto[];
  @ApiProperty({ type: EventScoresDto, nullable: true }) score!: EventScoresDto | null;
}

export class PlayerHistoryDto extends PersonDto {
  @ApiProperty() withdrawn!: boolean;
  @ApiStringOrNull({ description: 'Doublette: the pair' }) pair!: string | null;
  @ApiProperty({ type: [HistoryGameDto] }) games!: HistoryGameDto[];
}

export class EnigmaCountDto {
  @ApiInt() finished!: number;
  @ApiInt({ description: 'Counted: 6, 8, 10 or 12 (regulation 6.2)' }) counted!: number;
}

export class TeamPointsDto {
  @ApiInts({ minItems: 2, maxItems: 2 }) pingPong!: [number, number];
  @ApiInts({ minItems: 2, maxItems: 2 }) nomsPropres!: [number, number];
  @ApiInts({ minItems: 2, maxItems: 2 }) grandesPyramides!: [number, number];
}

export class PlayerScoreDto extends EventScoresDto {
  @ApiProperty({ description: "The player's id" }) player!: string;
  @ApiIntOrNull() bib!: number | null;
  @ApiProperty() name!: string;
}

export class PairScoreDto extends EventScoresDto {
  @ApiProperty() pair!: string;
  @ApiProperty({ type: 'string', isArray: true, minItems: 2, maxItems: 2 }) players!: [string, string];
  @ApiProperty() name!: string;
}

/** A table's result: the points of each event and each player's (and pair's) score. */
export class TableResultDto {
  @ApiProperty({ enum: ['individuel', 'doublette'] }) formula!: string;
  @ApiProperty({ type: 'string', isArray: true, description: 'Player ids, seat order' }) players!: string[];
  @ApiProperty({ type: [LibPairDto], nullable: true }) pairs!: unknown;
  @ApiProperty({ type: EnigmaCountDto }) enigmas!: EnigmaCountDto;
  @ApiProperty({ enum: EVENTS.slice(0), isArray: true, description: 'Events cancelled' }) cancelled!: string[];
  @ApiProperty({ type: TeamPointsDto }) teamPoints!: TeamPointsDto;
  @ApiProperty({ type: [PlayerScoreDto] }) scores!: PlayerScoreDto[];
  @ApiProperty({ type: [PairScoreDto], nullable: true }) pairScores!: PairScoreDto[] | null;
}

export class GameTableResultDto {
  @ApiInt() table!: number;
  @ApiProperty({ enum: SHEET_STATUSES, nullable: true }) status!: string | null;
  @ApiProperty({ type: TableResultDto, nullable: true }) result!: TableResultDto | null;
}

export class GameRankingRowDto extends EventScoresDto {
  @ApiInt() rank!: number;
  @ApiProperty({ description: 'The player or the pair' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [PersonDto] }) players!: PersonDto[];
  @ApiInt() table!: number;
}

export class GameResultsDto {
  @ApiInt() game!: number;
  @ApiProperty({ enum: ['individuel', 'doublette'] }) formula!: string;
  @ApiProperty() complete!: boolean;
  @ApiInts() pendingTables!: number[];
  @ApiProperty({ type: [GameTableResultDto] }) tables!: GameTableResultDto[];
  @ApiProperty({ type: [GameRankingRowDto] }) rows!: GameRankingRowDto[];
}

export class PerGameDto {
  @ApiInt() game!: number;
  @ApiIntOrNull() total!: number | null;
}

/** A row of the standings: a game's ranking row without the table (the standings span the games). */
export class StandingsRowDto extends OmitType(GameRankingRowDto, ['table'] as const) {
  @ApiProperty() tiedOnTotal!: boolean;
  @ApiProperty({ enum: STANDINGS_CRITERIA, nullable: true, type: String, description: 'The criterion that separated the row from the one above' }) brokenBy!: StandingsCriterion | null;
  @ApiStringOrNull() brokenByReason!: string | null;
  @ApiProperty({ type: () => StandingsLotDto, nullable: true }) randomDraw!: StandingsLotDto | null;
  @ApiProperty() withdrawn!: boolean;
  @ApiInt() games!: number;
  @ApiProperty({ type: [PerGameDto] }) perGame!: PerGameDto[];
}

export class StandingsLotDto {
  @ApiProperty() seed!: string;
  @ApiInt() lot!: number;
  @ApiInt() of!: number;
}

export class StandingsRandomDrawDto {
  @ApiProperty() seed!: string;
  @ApiProperty({ type: 'string', isArray: true }) ids!: string[];
  @ApiProperty({ type: 'string', isArray: true }) names!: string[];
  @ApiProperty({ type: 'string', isArray: true }) drawn!: string[];
  @ApiProperty({ type: 'string', isArray: true }) drawnNames!: string[];
}

export class StandingsDto {
  @ApiProperty({ type: [StandingsRowDto] }) rows!: StandingsRowDto[];
  @ApiProperty({ type: [StandingsRandomDrawDto] }) randomDraws!: StandingsRandomDrawDto[];
  @ApiProperty({ enum: ['individuel', 'doublette'] }) formula!: string;
  @ApiInt() gamesPlanned!: number;
  @ApiInt() gamesSeated!: number;
  @ApiInts() gamesCounted!: number[];
  @ApiInts() gamesPending!: number[];
  @ApiProperty() provisional!: boolean;
  @ApiProperty() randomSeed!: string;
}

export class SheetSeatDto {
  @ApiUuid() playerId!: string;
  @ApiIntOrNull() bib!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: SEATS }) seat!: string;
}

/** A feuille de marque as stored, with its result; not entered yet: a blank sheet with the plan's teams. */
export class PyramideSheetDto {
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) id!: string | null;
  @ApiInt() game!: number;
  @ApiInt() table!: number;
  @ApiProperty({ type: [SheetSeatDto] }) seats!: SheetSeatDto[];
  @ApiProperty() entered!: boolean;
  @ApiProperty({ enum: SHEET_STATUSES, nullable: true }) status!: string | null;
  @ApiIntOrNull({ description: 'null until entered' }) version!: number | null;
  @ApiProperty({ type: ScoreSheetDto, description: 'The feuille de marque: a blank one (the plan\'s teams) until it is entered' }) sheet!: ScoreSheetDto;
  @ApiProperty({ type: TableResultDto, nullable: true }) result!: TableResultDto | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) updatedAt!: string | null;
}

export class CorrectionByDto {
  @ApiUuid() accountId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['ORGANISER', 'ARBITER', 'CLUB'] }) role!: string;
}

export class CorrectionTotalDto extends PersonDto {
  @ApiIntOrNull() before!: number | null;
  @ApiInt() after!: number;
}

export class SheetStateDto {
  @ApiProperty({ type: ScoreSheetDto }) sheet!: ScoreSheetDto;
  @ApiProperty({ type: TableResultDto }) result!: TableResultDto;
}

export class PyramideCorrectionDto {
  @ApiProperty() id!: string;
  @ApiDateTime() at!: string;
  @ApiProperty({ type: CorrectionByDto, nullable: true }) by!: CorrectionByDto | null;
  @ApiProperty({ enum: ['sheet', 'late-e'] }) kind!: string;
  @ApiProperty({ type: LateEDto, nullable: true, description: 'The late E: event and brick, name, or team and expression' }) lateE!: LateEDto | null;
  @ApiJson("The late E's outcome: pointTo, struck, nextHand, nextBrick", { nullable: true }) outcome!: { [k: string]: unknown } | null;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: [CorrectionTotalDto] }) totals!: CorrectionTotalDto[];
  @ApiProperty({ type: SheetStateDto }) before!: SheetStateDto;
  @ApiProperty({ type: SheetStateDto }) after!: SheetStateDto;
}

export class PyramideCorrectionPageDto extends PageDto(PyramideCorrectionDto) {}

export class CorrectedSheetDto extends PyramideSheetDto {
  @ApiProperty({ type: PyramideCorrectionDto }) correction!: PyramideCorrectionDto;
}
