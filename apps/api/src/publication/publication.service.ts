import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import { RuleViolationError } from '../common/domain-errors';
import { FederationSettingsService } from './federation-settings.service';
import { OutboxService } from './outbox.service';
import type { PublicationDto } from './publication.dto';
import { PublicationWorker } from './publication.worker';

/** « Publier maintenant » and the publications' states, for the organiser's screens. */
@Injectable()
export class PublicationService {
  constructor(
    private readonly settings: FederationSettingsService,
    private readonly outbox: OutboxService,
    private readonly worker: PublicationWorker,
  ) {}

  async publishNow(tournamentId: string): Promise<PublicationDto> {
    if (!(await this.settings.read())) throw new RuleViolationError('FEDERATION_NOT_CONFIGURED', t('FEDERATION_NOT_CONFIGURED'));
    await this.outbox.get(tournamentId);
    await this.outbox.queueNow(tournamentId);
    this.worker.wake();
    return this.outbox.get(tournamentId);
  }
}
