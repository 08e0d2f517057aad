import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { IsBoolean, IsEmail, IsEnum, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { OptionalNotNull } from '../common/validators';
import { Role } from '../generated/prisma/enums';
import { BodyVersion } from '../common/versioning';
import { ChangedNonBlankText, NonBlankText, Optional } from '../common/fields';

export class CreateAccountDto {
  @ApiProperty({ example: 'arbitre@club-douai.fr' })
  @IsEmail()
  email!: string;

  @NonBlankText(120, { example: 'Claire Arbitre' })
  displayName!: string;

  @ApiProperty({ minLength: 10 })
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  password!: string;

  @ApiProperty({ enum: Role })
  @IsEnum(Role)
  role!: Role;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for a CLUB account: the club it reads.' })
  @ValidateIf((o: CreateAccountDto) => o.role === Role.CLUB || o.clubId !== undefined)
  @IsUUID()
  clubId?: string;
}

export class UpdateAccountDto {
  @BodyVersion('The version last read; or send it as If-Match, then this field may be left out.')
  version?: number;

  @ChangedNonBlankText(120)
  displayName?: string;

  @ApiPropertyOptional({ description: 'Sets a new password (e.g. for a forgotten one).' })
  @OptionalNotNull()
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  password?: string;

  @ApiPropertyOptional({ description: 'true disables the account, false enables it again.' })
  @OptionalNotNull()
  @IsBoolean()
  disabled?: boolean;
}

export class AccountResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty({ enum: Role }) role!: Role;
  @ApiPropertyOptional({ format: 'uuid', nullable: true, type: String }) clubId!: string | null;
  @ApiProperty() disabled!: boolean;
  @ApiProperty({ description: 'The account still has its one-time password: every write but POST /auth/password is refused (PASSWORD_CHANGE_REQUIRED) until it is changed' })
  mustChangePassword!: boolean;
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** The accounts' filters: their role. */
export class AccountQueryDto extends PageQueryDto {
  @Optional({ enum: Role, description: 'Only the accounts of this role' }, IsEnum(Role))
  role?: Role;
}

export class AccountPageDto extends PageDto(AccountResponseDto) {}
