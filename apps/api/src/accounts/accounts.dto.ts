import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageDto, PageQueryDto } from '../common/pagination.dto';
import { IsBoolean, IsEmail, IsEnum, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { IsNotBlank, OptionalNotNull } from '../common/validators';
import { Role } from '../generated/prisma/enums';

export class CreateAccountDto {
  @ApiProperty({ example: 'arbitre@club-douai.fr' })
  @IsEmail()
  email!: string;

  @ApiProperty({ example: 'Claire Arbitre' })
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  @IsNotBlank()
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
  @ApiPropertyOptional({ type: 'integer', description: 'The version last read; or send it as If-Match, then this field may be left out.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  @IsNotBlank()
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
  @ApiPropertyOptional({ enum: Role, description: 'Only the accounts of this role' })
  @IsOptional()
  @IsEnum(Role)
  role?: Role;
}

export class AccountPageDto extends PageDto(AccountResponseDto) {}
