import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FieldError } from './domain-errors';
import type { ProblemDetails } from './problem-details.filter';

/** One refused field: its path in the request (`answers.3.word`, `version`, a header or parameter name) and why. */
export class FieldErrorDto implements FieldError {
  @ApiProperty({ example: 'version' }) field!: string;
  @ApiProperty({ example: 'expected 4' }) reason!: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: '1-based line of an imported file, when the error comes from one' })
  line?: number;
}

/** Every error of the API: RFC 9457 problem+json, written by ProblemDetailsFilter (see docs/errors.md). */
export class ProblemDetailsDto implements ProblemDetails {
  @ApiProperty({ example: 'https://greffier.app/problems/stale-version', description: 'The problem type: https://greffier.app/problems/<code in kebab case>, or about:blank' })
  type!: string;
  @ApiProperty({ example: 'Conflict', description: "The HTTP status's name" })
  title!: string;
  @ApiProperty({ type: 'integer', example: 409 })
  status!: number;
  @ApiProperty({ example: 'player 3f0c… was changed by someone else (your version 3, current 4): reload it and apply your change again' })
  detail!: string;
  @ApiProperty({ example: 'STALE_VERSION', description: 'A stable code to branch on (docs/errors.md lists them)' })
  code!: string;
  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Each refused field, when the error is about fields' })
  errors?: FieldErrorDto[];
  @ApiProperty({ example: '/players/3f0c…', description: 'The path of the request' })
  instance!: string;
  @ApiPropertyOptional({ description: 'The request id (X-Request-Id), also in the server log' })
  requestId?: string;
}
