import { applyDecorators, type Type as Class } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { IsDay, IsNotBlank, OptionalNotNull } from './validators';

/**
 * DTO fields that many bodies and queries declare alike: their OpenAPI property and their validators in one
 * decorator. The decorators are given in the order they would be written above the field and applied bottom up,
 * as they would be, so the reasons of a refusal keep their order.
 */
const asWritten = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** An optional field (a query's filter, a body's extra): left out, it is not checked; sent, these validators check it. */
export const Optional = (options: ApiPropertyOptions, ...validators: PropertyDecorator[]) =>
  asWritten(ApiPropertyOptional(options), IsOptional(), ...validators);

/** An optional text of at most `max` characters (a note, a reason, a search). */
export const OptionalText = (max: number, options: ApiPropertyOptions = {}) => Optional(options, IsString(), MaxLength(max));

/** An optional day, YYYY-MM-DD (a filter's from or to), and these further checks (NotBefore('from')). */
export const OptionalDay = (description: string, ...validators: PropertyDecorator[]) => Optional({ format: 'date', description }, IsDay(), ...validators);

/** An optional UUID (a filter on a club, a tournament). */
export const OptionalUuid = (description: string) => Optional({ format: 'uuid', description }, IsUUID());

/** A required text of 1 to `max` characters, not only spaces (a name, a city, a label). */
export const NonBlankText = (max: number, options: ApiPropertyOptions = {}) =>
  asWritten(ApiProperty(options), IsString(), MinLength(1), MaxLength(max), IsNotBlank());

/** The same in a change: left out, the text is kept; sent, it is checked as NonBlankText (null is refused). */
export const ChangedNonBlankText = (max: number, options: ApiPropertyOptions = {}) =>
  asWritten(ApiPropertyOptional(options), OptionalNotNull(), IsString(), MinLength(1), MaxLength(max), IsNotBlank());

/** The checks of a list of at most `max` bodies of this class, each of them checked as its class says. */
const nestedListChecks = (type: Class, max: number) => [IsArray(), ArrayMaxSize(max), ValidateNested({ each: true }), Type(() => type)];

/** A required list of at most `max` nested bodies of this class (a sheet's answers, a plan's letters draws). */
export const NestedList = (type: Class, max: number, options: ApiPropertyOptions = {}) =>
  asWritten(ApiProperty({ type: [type], ...options }), ...nestedListChecks(type, max));

/** The same, optional: left out, it is not checked. */
export const OptionalNestedList = (type: Class, max: number, options: ApiPropertyOptions = {}) => Optional({ type: [type], ...options }, ...nestedListChecks(type, max));
