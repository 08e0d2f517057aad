// The feuille de marque (libs/pyramide ScoreSheet) as the OpenAPI document describes it: what PUT .../sheet and a
// correction send, what the reads return. Documentation only: the rules library checks a sent sheet as a whole
// (checkTableSheet, every violation named with its box), not the validation pipe. Each class implements the
// library's type, so that the two cannot drift apart.
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type {
  DeclaredScore,
  EnigmaSheet,
  EnigmaWord,
  GrandesPyramidesSheet,
  NomsPropresSheet,
  Pair,
  PingPongBrick,
  PingPongSheet,
  ProperNameSheet,
  PyramidSheet,
  ScoreSheet,
  Team,
} from '@greffier/pyramide';
import { ApiInt, ApiIntOptional, ApiStringOrNull } from '../common/openapi';

export class LibPairDto implements Pair {
  @ApiProperty() id!: string;
  @ApiProperty({ type: 'string', isArray: true, minItems: 2, maxItems: 2 }) players!: [string, string];
}

/** A team of an event: Dico makes Syno guess. */
export class PyramideTeamDto implements Team {
  @ApiProperty({ description: "Dico's player id" }) dico!: string;
  @ApiProperty({ description: "Syno's player id" }) syno!: string;
}

export class EnigmaWordDto implements EnigmaWord {
  @ApiInt({ minimum: 0, maximum: 13, description: 'Bricks used on the word; a word not found loses every brick staked on it' }) bricks!: number;
  @ApiStringOrNull({ description: 'The word found, or null for the dash of a word not found' }) word!: string | null;
}

/** A finished enigma (4.1, 6.2): an interrupted one is not entered. */
export class EnigmaSheetDto implements EnigmaSheet {
  @ApiProperty() title!: string;
  @ApiProperty({ description: "Dico's player id" }) dico!: string;
  @ApiProperty({ description: "Syno's player id" }) syno!: string;
  @ApiProperty({ type: [EnigmaWordDto], minItems: 5, maxItems: 5, description: "The 5 words in the order of the enigma's text" }) words!: EnigmaWordDto[];
  @ApiStringOrNull({ description: 'The solution written in full, or null for the dash' }) solution!: string | null;
}

/** One Ping-Pong proposal (4.2, 6.3). */
export class PingPongBrickDto implements PingPongBrick {
  @ApiInt({ minimum: 1, maximum: 5, description: 'Which of the 5 words the brick was played on' }) word!: number;
  @ApiProperty({ type: 'integer', enum: [0, 1], description: 'The team whose Dico proposed' }) team!: 0 | 1;
  @ApiProperty({ enum: ['x', '1', 'E'], description: "x: not found; 1: found (a point to the proposing team); E: forbidden (a point to the other team)" }) mark!: 'x' | '1' | 'E';
}

export class PingPongSheetDto implements PingPongSheet {
  @ApiProperty({ type: [PyramideTeamDto], minItems: 2, maxItems: 2, description: 'Team 0 has the hand first' }) teams!: [PyramideTeamDto, PyramideTeamDto];
  @ApiProperty({ description: 'false: the event was not played out, and is cancelled (6.5)' }) finished!: boolean;
  @ApiProperty({ type: [PingPongBrickDto], maxItems: 13, description: 'Brick 1 to 13 in order' }) bricks!: PingPongBrickDto[];
}

/** A proper name (4.3, 6.4): the bids, then the column of points. */
export class ProperNameDto implements ProperNameSheet {
  @ApiProperty({ type: 'array', items: { type: 'integer', nullable: true }, minItems: 2, maxItems: 2, description: "The bid of the team with the hand, then the other team's lower bid or null" })
  bids!: [number, number | null];
  @ApiProperty({ type: 'array', items: { type: 'integer', enum: [0, 1] }, minItems: 2, maxItems: 2, description: 'The column: 1 in the row of the team that scored, 0 in the other' })
  points!: [number, number];
}

export class NomsPropresSheetDto implements NomsPropresSheet {
  @ApiProperty({ type: [PyramideTeamDto], minItems: 2, maxItems: 2 }) teams!: [PyramideTeamDto, PyramideTeamDto];
  @ApiProperty({ description: 'false: the event was not played out, and is cancelled (6.5)' }) finished!: boolean;
  @ApiProperty({ type: [ProperNameDto], maxItems: 4 }) names!: ProperNameDto[];
}

/** One team's Grande Pyramide (4.4, 6.5): 6 boxes, an expression or a dash. */
export class GrandePyramideDto implements PyramidSheet {
  @ApiProperty({ type: 'array', items: { type: 'string', nullable: true }, maxItems: 6, description: 'The expressions found, null for a dash' }) expressions!: (string | null)[];
  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, maximum: 5, description: 'The expression on which Dico said a word to guess and the pyramid stopped; null if none' })
  stop!: number | null;
}

export class GrandesPyramidesSheetDto implements GrandesPyramidesSheet {
  @ApiProperty({ type: [PyramideTeamDto], minItems: 2, maxItems: 2 }) teams!: [PyramideTeamDto, PyramideTeamDto];
  @ApiProperty({ description: 'false: the event was not played out, and is cancelled (6.5)' }) finished!: boolean;
  @ApiProperty({ type: [GrandePyramideDto], minItems: 2, maxItems: 2, description: "Team 0's pyramid, then team 1's" }) pyramids!: [GrandePyramideDto, GrandePyramideDto];
}

/** The recto's report as a player wrote it (6.1), checked against the marks; any figure may be left out. */
export class DeclaredScoreDto implements DeclaredScore {
  @ApiIntOptional() enigmes?: number;
  @ApiIntOptional() pingPong?: number;
  @ApiIntOptional() nomsPropres?: number;
  @ApiIntOptional() grandesPyramides?: number;
  @ApiIntOptional() bonus?: number;
  @ApiIntOptional() solutions?: number;
  @ApiIntOptional() total?: number;
}

/** The whole feuille de marque of a table (docs/rules/pyramide.md). Points are never typed: they follow from the marks. */
@ApiExtraModels(DeclaredScoreDto)
export class ScoreSheetDto implements Omit<ScoreSheet, 'formula' | 'players' | 'pairs'> {
  @ApiPropertyOptional({ enum: ['individuel', 'doublette'], description: "The tournament's formula; may be left out when sent" }) formula?: ScoreSheet['formula'];
  @ApiPropertyOptional({ type: 'string', isArray: true, description: 'Player ids in seat order A, B, C(, D); may be left out when sent (the seating\'s)' }) players?: string[];
  @ApiPropertyOptional({ type: [LibPairDto], nullable: true, minItems: 2, maxItems: 2, description: "Doublette: the pairs of seats A-B and C-D, null in individual play; may be left out when sent (the seating's)" })
  pairs?: [LibPairDto, LibPairDto] | null;
  @ApiProperty({ type: [EnigmaSheetDto], maxItems: 12, description: 'The finished enigmas in play order' }) enigmes!: EnigmaSheetDto[];
  @ApiProperty({ type: PingPongSheetDto }) pingPong!: PingPongSheetDto;
  @ApiProperty({ type: NomsPropresSheetDto }) nomsPropres!: NomsPropresSheetDto;
  @ApiProperty({ type: GrandesPyramidesSheetDto }) grandesPyramides!: GrandesPyramidesSheetDto;
  @ApiPropertyOptional({ type: 'object', nullable: true, additionalProperties: { $ref: getSchemaPath(DeclaredScoreDto) }, description: 'The recto as written, by player id' })
  declared?: Record<string, DeclaredScoreDto> | null;
}

/** The body of PUT .../sheet: the feuille de marque, with the sheet's version when it replaces one. */
@ApiSchema({ description: 'The whole feuille de marque of the table. formula, players (seat order) and pairs may be left out: they are the seating\'s. Optional "version": the sheet\'s version when it replaces one.' })
export class EnterScoreSheetDto extends ScoreSheetDto {
  @ApiIntOptional({ minimum: 1, description: 'The version of the sheet last read (or the If-Match header), once it is entered' }) version?: number;
}
