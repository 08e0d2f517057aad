import { ValidateIf } from 'class-validator';

/**
 * An optional field that may be left out but not set to null: unlike @IsOptional(), null is
 * validated (and refused by the type check that follows) instead of reaching a NOT NULL column.
 */
export const OptionalNotNull = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
