import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AccountsService } from '../accounts/accounts.service';
import { AccountResponseDto } from '../accounts/accounts.dto';
import { Public } from './access.decorators';
import { type Actor, CurrentActor } from './actor';
import { ChangePasswordDto, LoginDto, TokenResponseDto } from './auth.dto';
import { AuthService } from './auth.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
  ) {}

  /** Public: exchanges an e-mail and password for a bearer token. Repeated failures are rate-limited. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenResponseDto })
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<TokenResponseDto> {
    return this.auth.login(dto.email, dto.password, ip);
  }

  @ApiBearerAuth()
  @Get('me')
  @ApiOkResponse({ type: AccountResponseDto })
  me(@CurrentActor() actor: Actor): Promise<AccountResponseDto> {
    return this.accounts.get(actor.accountId);
  }

  @ApiBearerAuth()
  @Post('password')
  @HttpCode(204)
  async changePassword(@CurrentActor() actor: Actor, @Body() dto: ChangePasswordDto): Promise<void> {
    await this.auth.changePassword(actor, dto.currentPassword, dto.newPassword);
  }
}
