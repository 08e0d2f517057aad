// Response DTOs of the afternoon (poules, matches, general ranking, best-club cup): documentation of what
// PoulesService and MatchesService return; the controllers' return types check them.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiInt, ApiIntOrNull, ApiInts, ApiJson, ApiStringOrNull, ApiUuid } from '../common/openapi';
import { DuelResultDto } from './matches.dto';

const STAGES = ['round-of-16', 'quarter-final', 'semi-final', 'final', 'classification'] as const;
const DECIDED_BY = ['score', 'extra-draws', 'sudden-death', 'duplicate-rank', 'forfeit', 'bye', 'empty'] as const;
const MATCH_STATUSES = ['FINISHED', 'PENDING', 'READY'] as const;
const NEEDS = ['extra-draws', 'sudden-death'] as const;

export class PlacesRangeDto {
  @ApiInt() from!: number;
  @ApiInt() to!: number;
}

export class PoulePlayerDto {
  @ApiUuid() playerId!: string;
  @ApiProperty() name!: string;
  @ApiUuid() clubId!: string;
  @ApiProperty() club!: string;
}

export class PouleEntryDto {
  @ApiUuid() playerId!: string;
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional({ format: 'uuid' }) clubId?: string;
  @ApiPropertyOptional() club?: string;
  @ApiInt({ description: 'Seed in the poule (1 to 16)' }) seed!: number;
  @ApiInt() duplicateRank!: number;
}

export class MatchSourceDto {
  @ApiProperty({ enum: ['seed', 'winner', 'loser'] }) kind!: 'seed' | 'winner' | 'loser';
  @ApiPropertyOptional({ type: 'integer', description: 'kind seed: the seed' }) seed?: number;
  @ApiPropertyOptional({ description: 'kind winner or loser: the match code' }) of?: string;
}

export class MatchDestinationDto {
  @ApiProperty({ enum: ['match', 'place'] }) kind!: 'match' | 'place';
  @ApiPropertyOptional({ description: 'kind match: the match code' }) matchId?: string;
  @ApiPropertyOptional({ type: 'integer', enum: [0, 1], description: 'kind match: the side (0 = a, 1 = b)' }) slot?: 0 | 1;
  @ApiPropertyOptional({ type: 'integer', description: 'kind place: the place in the poule' }) place?: number;
}

export class BracketMatchDto {
  @ApiProperty({ example: 'A-QF-1' }) code!: string;
  @ApiProperty({ enum: STAGES }) stage!: (typeof STAGES)[number];
  @ApiInt() round!: number;
  @ApiProperty({ type: PlacesRangeDto }) places!: PlacesRangeDto;
  @ApiProperty({ type: PoulePlayerDto, nullable: true }) a!: PoulePlayerDto | null;
  @ApiProperty({ type: PoulePlayerDto, nullable: true }) b!: PoulePlayerDto | null;
  @ApiProperty({ type: [MatchSourceDto] }) sources!: MatchSourceDto[];
  @ApiProperty({ enum: MATCH_STATUSES }) status!: (typeof MATCH_STATUSES)[number];
  @ApiInts({ description: 'Points of a and b' }) score!: number[];
  @ApiProperty({ type: 'integer', isArray: true, nullable: true, description: 'Extra draws, a then b' }) extra!: (number | null)[] | null;
  @ApiProperty({ enum: NEEDS, nullable: true, type: String, description: 'What the match still needs' }) needs!: string | null;
  @ApiProperty({ type: PoulePlayerDto, nullable: true }) winner!: PoulePlayerDto | null;
  @ApiProperty({ enum: DECIDED_BY, nullable: true }) decidedBy!: (typeof DECIDED_BY)[number] | null;
  @ApiProperty({ type: MatchDestinationDto }) winnerTo!: MatchDestinationDto;
  @ApiProperty({ type: MatchDestinationDto }) loserTo!: MatchDestinationDto;
  @ApiInt() version!: number;
}

export class PoulePlaceDto {
  @ApiProperty({ type: PoulePlayerDto, nullable: true }) player!: PoulePlayerDto | null;
  @ApiInt() generalPlace!: number;
  @ApiInt() place!: number;
  @ApiProperty({ enum: ['empty', 'held', 'pending'] }) status!: 'empty' | 'held' | 'pending';
  @ApiPropertyOptional({ format: 'uuid' }) playerId?: string;
}

/** A poule of 16 and its bracket. */
export class PouleDto {
  @ApiProperty({ example: 'A' }) code!: string;
  @ApiInt() index!: number;
  @ApiInt() size!: number;
  @ApiProperty({ enum: ['round', 'match'], description: "The draws: the same for a round's matches, or each match its own" }) drawsPer!: string;
  @ApiProperty({ enum: ['STANDARD', 'TV'] }) format!: 'STANDARD' | 'TV';
  @ApiProperty({ type: [PouleEntryDto] }) entries!: PouleEntryDto[];
  @ApiInts({ description: 'Seeds with a bye' }) byes!: number[];
  @ApiProperty({ type: [BracketMatchDto] }) matches!: BracketMatchDto[];
  @ApiProperty({ type: [PoulePlaceDto] }) places!: PoulePlaceDto[];
}

export class GeneralRankingRowDto extends PoulePlayerDto {
  @ApiInt() place!: number;
  @ApiProperty() poule!: string;
  @ApiInt() placeInPoule!: number;
}

export class GeneralRankingDto {
  @ApiProperty({ description: 'Every poule played out' }) complete!: boolean;
  @ApiProperty({ type: [GeneralRankingRowDto] }) rows!: GeneralRankingRowDto[];
  @ApiProperty({ type: [PoulePlayerDto] }) withdrawnBeforePoules!: PoulePlayerDto[];
}

export class CupPlayerDto {
  @ApiUuid() playerId!: string;
  @ApiPropertyOptional() name?: string;
  @ApiInt() place!: number;
}

export class CupClubDto {
  @ApiUuid() clubId!: string;
  @ApiPropertyOptional() club?: string;
  @ApiProperty({ type: [CupPlayerDto] }) players!: CupPlayerDto[];
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true }) playerIds!: string[];
  @ApiInts({ description: 'The general places of its players' }) places!: number[];
}

export class CupRankedClubDto extends CupClubDto {
  @ApiInt() rank!: number;
  @ApiInt({ description: 'Sum of the three best places' }) total!: number;
  @ApiInt() thirdPlace!: number;
  @ApiPropertyOptional({ enum: ['third-place'] }) brokenBy?: 'third-place';
}

export class BestClubCupDto {
  @ApiProperty() complete!: boolean;
  @ApiProperty({ type: [CupRankedClubDto] }) ranked!: CupRankedClubDto[];
  @ApiProperty({ type: [CupClubDto], description: 'Clubs with fewer than three players placed' }) notRanked!: CupClubDto[];
}

export class MatchSideDto {
  @ApiUuid() playerId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() club!: string;
}

export class DrawTimeDto {
  @ApiInt() searchSeconds!: number;
  @ApiInt() writingSeconds!: number;
}

export class MatchAnswerReasonDto {
  @ApiStringOrNull() code!: string | null;
  @ApiProperty() message!: string;
}

export class MatchDrawAnswerDto {
  @ApiStringOrNull() word!: string | null;
  @ApiIntOrNull() value!: number | null;
  @ApiStringOrNull() lines!: string | null;
  @ApiProperty() ruledWrong!: boolean;
  @ApiInt() points!: number;
  @ApiProperty({ enum: ['word', 'value', 'error', 'none'] }) outcome!: string;
  @ApiProperty({ type: MatchAnswerReasonDto, nullable: true }) reason!: MatchAnswerReasonDto | null;
}

/** A draw of a match: numbers (plates, target) or letters (letters, split). */
export class MatchDrawDto {
  @ApiInt() round!: number;
  @ApiProperty({ enum: ['NUMBERS', 'LETTERS'] }) kind!: string;
  @ApiProperty({ enum: ['REGULAR', 'EXTRA', 'SUDDEN_DEATH'], description: 'The part of the match: regular, extra draws, sudden death' }) phase!: string;
  @ApiProperty({ type: DrawTimeDto }) time!: DrawTimeDto;
  @ApiJson('The top: numbers exact, best, distance, solution; letters maxLength, words', { nullable: true }) top!: unknown;
  @ApiProperty({ type: MatchDrawAnswerDto, nullable: true }) a!: MatchDrawAnswerDto | null;
  @ApiProperty({ type: MatchDrawAnswerDto, nullable: true }) b!: MatchDrawAnswerDto | null;
  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'Numbers: the plates' }) plates?: number[];
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Numbers: the target' }) target?: number | null;
  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'Letters: the letters' }) letters?: string | null;
  @ApiPropertyOptional({ description: 'Letters: consonants and vowels', example: '5C/5V' }) split?: string;
}

/** The TV format's figures, as the last sheet gave them. */
export class MatchTvDto {
  @ApiProperty({ type: [DuelResultDto], description: 'The 2 duels, in order' }) duels!: DuelResultDto[];
  @ApiProperty({ type: [DuelResultDto], description: 'The 2 draws of the final sprint' }) sprint!: DuelResultDto[];
}

export class MatchDependentDto {
  @ApiProperty() code!: string;
  @ApiProperty() played!: boolean;
}

/** A match with its draws and their tops. */
export class MatchResponseDto {
  @ApiProperty({ example: 'A-QF-1' }) code!: string;
  @ApiProperty() poule!: string;
  @ApiProperty({ enum: STAGES }) stage!: string;
  @ApiProperty({ type: PlacesRangeDto }) places!: PlacesRangeDto;
  @ApiProperty({ type: MatchSideDto, nullable: true }) a!: MatchSideDto | null;
  @ApiProperty({ type: MatchSideDto, nullable: true }) b!: MatchSideDto | null;
  @ApiProperty({ enum: MATCH_STATUSES }) status!: string;
  @ApiInts() score!: number[];
  @ApiProperty({ type: 'integer', isArray: true, nullable: true }) extra!: (number | null)[] | null;
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'integer' }, minItems: 2, maxItems: 2 },
    description: 'The sudden-death draws played: the points of a and b, draw by draw',
  })
  suddenDeath!: unknown;
  @ApiProperty({ enum: NEEDS, nullable: true, type: String, description: 'What the match still needs' }) needs!: string | null;
  @ApiProperty({ enum: ['a', 'b'], isArray: true, description: 'The sides declared absent (forfeit)' }) absent!: string[];
  @ApiProperty({ enum: ['STANDARD', 'TV'] }) format!: string;
  @ApiProperty({ type: MatchTvDto, nullable: true, description: 'The TV format\'s duels and final sprint; null in the standard format' }) tv!: unknown;
  @ApiProperty({ type: MatchSideDto, nullable: true }) winner!: MatchSideDto | null;
  @ApiProperty({ enum: DECIDED_BY, nullable: true, type: String }) decidedBy!: string | null;
  @ApiProperty({ type: MatchDestinationDto }) winnerTo!: unknown;
  @ApiProperty({ type: MatchDestinationDto }) loserTo!: unknown;
  @ApiProperty({ type: [MatchDependentDto], description: 'Matches that follow from this one' }) dependents!: MatchDependentDto[];
  @ApiProperty() drawSeed!: string;
  @ApiProperty({ type: [MatchDrawDto] }) draws!: MatchDrawDto[];
  @ApiInt() version!: number;
}
