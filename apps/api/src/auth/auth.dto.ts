import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'organisateur@club-douai.fr' })
  @IsEmail()
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @MaxLength(200)
  password!: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @MaxLength(200)
  currentPassword!: string;

  @ApiProperty({ minLength: 10 })
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  newPassword!: string;
}

export class TokenResponseDto {
  @ApiProperty() token!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ enum: ['ORGANISER', 'ARBITER', 'CLUB'] }) role!: string;
  @ApiProperty({ format: 'uuid' }) accountId!: string;
  @ApiProperty({ description: 'The password used is a one-time one: change it (POST /auth/password) before any other write' })
  mustChangePassword!: boolean;
}
