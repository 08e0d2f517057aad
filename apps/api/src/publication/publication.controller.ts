import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse } from '@nestjs/swagger';
import { OrganisersOnly } from '../common/access.decorators';
import { type Actor, CurrentActor } from '../common/actor';
import { ApiProblems, Doc } from '../common/openapi';
import { UuidParam } from '../common/params';
import { ApiController, Read, Write } from '../common/routes';
import { FederationSettingsService } from './federation-settings.service';
import { OutboxService } from './outbox.service';
import { FederationSettingsDto, PublicationDto, SaveFederationSettingsDto } from './publication.dto';
import { PublicationService } from './publication.service';

/** On a venue: its federation server, and the publications of its tournaments (docs/federation.md). Organisers only. */
@OrganisersOnly()
@ApiController('federation')
export class PublicationController {
  constructor(
    private readonly settings: FederationSettingsService,
    private readonly outbox: OutboxService,
    private readonly publication: PublicationService,
  ) {}

  @Read('federation/settings', FederationSettingsDto, 'Read the federation settings', 'Organisers only: the federation server this venue publishes to, the key\'s id (never its secret), the club, whether each change is published.')
  get(): Promise<FederationSettingsDto> {
    return this.settings.get();
  }

  @Write(
    'put',
    'federation/settings',
    FederationSettingsDto,
    'Save the federation settings',
    'Organisers only: the federation server\'s address, the club\'s key (`<id>.<secret>`, left out to keep the one saved) and its club, at the version read (409 when stale). Refused and waiting publications are tried again at once.',
    409,
  )
  save(@Body() dto: SaveFederationSettingsDto, @CurrentActor() actor: Actor): Promise<FederationSettingsDto> {
    return this.settings.save(dto, actor);
  }

  @Read('federation/publications', [PublicationDto], 'List the publications', 'Organisers only: the outbox, each tournament queued once with its state (PENDING, WAITING « en attente du réseau », PUBLISHED, REFUSED with the reason).')
  list(): Promise<PublicationDto[]> {
    return this.outbox.list();
  }

  @Read('tournaments/:tournamentId/publication', PublicationDto, 'Read a tournament\'s publication', 'Organisers only: where its publication to the federation server stands (NONE when never queued).')
  state(@UuidParam('tournamentId') tournamentId: string): Promise<PublicationDto> {
    return this.outbox.get(tournamentId);
  }

  @Post('tournaments/:tournamentId/publication')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: PublicationDto })
  @ApiProblems(422)
  @Doc('Publish now', 'Organisers only: « Publier maintenant »: the tournament\'s latest archive queued to send at once, its back-off and a refusal forgotten (422 FEDERATION_NOT_CONFIGURED without settings). The answer is the state just queued; the sending follows.')
  publishNow(@UuidParam('tournamentId') tournamentId: string): Promise<PublicationDto> {
    return this.publication.publishNow(tournamentId);
  }
}
