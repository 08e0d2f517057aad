import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsInt, Max, Min, ValidateNested } from 'class-validator';
import { createValidationPipe } from './validation';

class Side {
  @IsInt() @Min(0) @Max(1000000) value!: number;
}
class Sheet {
  @IsInt() @Min(1) version!: number;
  @ValidateNested({ each: true }) @Type(() => Side) sides!: Side[];
}

describe('the validation pipe’s French reasons', () => {
  it('say each constraint’s own bound, at the top and in nested objects, with the field in brackets', async () => {
    const refused = await createValidationPipe()
      .transform({ version: 0, sides: [{ value: 1 }, { value: 2000000 }] }, { type: 'body', metatype: Sheet })
      .catch((e: { errors: unknown }) => e.errors);
    expect(refused).toEqual([
      { field: 'version', reason: 'doit valoir au moins 1' },
      { field: 'sides[1].value', reason: 'doit valoir au plus 1000000' },
    ]);
  });
});
