import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { TokenService } from './token.service';

/**
 * Logging in and the bearer tokens. Its guard is the application's one global guard: every route reads the
 * access it declares with the decorators of common/access.decorators.ts. Exports nothing.
 */
@Module({
  imports: [AccountsModule],
  controllers: [AuthController],
  providers: [TokenService, LoginThrottleService, AuthService, { provide: APP_GUARD, useClass: AuthGuard }],
})
export class AuthModule {}
