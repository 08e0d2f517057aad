import { Body, Header, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { Doc } from '../common/openapi';
import { ApiController, Read, Write } from '../common/routes';
import { AccountsService } from '../accounts/accounts.service';
import { AccountResponseDto } from '../accounts/accounts.dto';
import { AllowedBeforePasswordChange, Public } from '../common/access.decorators';
import { type Actor, CurrentActor } from '../common/actor';
import { ChangePasswordDto, LoginDto, TokenResponseDto } from './auth.dto';
import { AuthService } from './auth.service';

@ApiController('auth', 'auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
  ) {}

  /** Public: exchanges an e-mail and password for a bearer token. Repeated failures are rate-limited. */
  @Public()
  @Write('post', 'login', TokenResponseDto, 'Log in', 'Public: exchanges an e-mail and password for a bearer token (send it as "Authorization: Bearer <token>"). Wrong credentials get 401; repeated failures from one address or for one account get 429 with Retry-After.', 401, 429)
  // The answer carries a bearer token: no cache may keep it.
  @Header('Cache-Control', 'no-store')
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<TokenResponseDto> {
    return this.auth.login(dto.email, dto.password, ip);
  }

  @ApiBearerAuth()
  @Read('me', AccountResponseDto, 'The current account', 'The account the bearer token belongs to: its role, club and display name.')
  me(@CurrentActor() actor: Actor): Promise<AccountResponseDto> {
    return this.accounts.get(actor.accountId);
  }

  @ApiBearerAuth()
  @AllowedBeforePasswordChange()
  @Post('password')
  @HttpCode(204)
  @Doc(
    'Change my password',
    'Changes the password of the current account; the current password is required (a wrong one gets 401). Tokens already issued stay valid until they expire. An account created with a one-time password (the first start\'s organiser) must call it first: its other writes get 403 PASSWORD_CHANGE_REQUIRED until then.',
  )
  async changePassword(@CurrentActor() actor: Actor, @Body() dto: ChangePasswordDto): Promise<void> {
    await this.auth.changePassword(actor, dto.currentPassword, dto.newPassword);
  }
}
