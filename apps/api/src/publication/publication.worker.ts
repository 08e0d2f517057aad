import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { t } from '@greffier/messages';
import type { Subscription } from 'rxjs';
import { ArchivesService } from '../archives/archives.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TournamentEvents } from '../events/tournament-events';
import { PrismaClient } from '../generated/prisma/client';
import { type AttemptOutcome, classifyAnswer, networkFailure, retryDelaySeconds } from './attempt-outcome';
import { type FederationSettings, FederationSettingsService } from './federation-settings.service';
import { type Claimed, OutboxService } from './outbox.service';

/** At most this long between two looks at the outbox (a publication queued by another process, a back-off ended). */
const POLL_MS = 2_000;
/** A federation that does not answer in this time counts as unreachable. */
const SEND_TIMEOUT_MS = 60_000;
/**
 * A tournament's changes within this time are queued once, at its end: typing a sheet announces a change per coup,
 * and the outbox needs one bump for them all (the archive sent is read at the time of sending anyway).
 */
const COALESCE_MS = 1_000;
/** The settings read again at most this often when changes come (another process may have saved new ones). */
const SETTINGS_TTL_MS = 1_000;

/**
 * Sends the venue's publications (docs/federation.md): queues one on each change of the club's tournaments,
 * claims the due ones, sends each tournament's latest archive to the federation server with the club's key, and
 * records the answer. Each process runs one loop; the claim (SKIP LOCKED and a lease) keeps two processes off
 * the same publication, and the federation's idempotent import keeps a repeated one harmless.
 */
@Injectable()
export class PublicationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Publication');
  private readonly owner = `${process.pid}-${randomUUID()}`;
  private timer?: NodeJS.Timeout;
  private changes?: Subscription;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly inFlight = new AbortController();
  private readonly coalescing = new Map<string, NodeJS.Timeout>();
  /** A tournament's organising club never changes: read once per tournament. */
  private readonly organisers = new Map<string, string | null>();
  private cachedSettings?: { at: number; value: Promise<FederationSettings | null> };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaClient,
    private readonly outbox: OutboxService,
    private readonly settings: FederationSettingsService,
    private readonly archives: ArchivesService,
    private readonly events: TournamentEvents,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.changes = this.events.all().subscribe((e) => this.coalesce(e.tournamentId));
    if (!this.config.publicationWorker) return;
    const settings = await this.settings.read();
    if (settings?.automatic) await this.outbox.requeueUnfinished(settings.clubId);
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.changes?.unsubscribe();
    clearTimeout(this.timer);
    for (const timer of this.coalescing.values()) clearTimeout(timer);
    this.inFlight.abort();
    await this.running;
  }

  private coalesce(tournamentId: string): void {
    if (this.stopped || this.coalescing.has(tournamentId)) return;
    const timer = setTimeout(() => {
      this.coalescing.delete(tournamentId);
      void this.changed(tournamentId);
    }, COALESCE_MS);
    timer.unref?.();
    this.coalescing.set(tournamentId, timer);
  }

  private currentSettings(): Promise<FederationSettings | null> {
    if (!this.cachedSettings || Date.now() - this.cachedSettings.at > SETTINGS_TTL_MS) this.cachedSettings = { at: Date.now(), value: this.settings.read() };
    return this.cachedSettings.value;
  }

  private async organiserOf(tournamentId: string): Promise<string | null> {
    if (!this.organisers.has(tournamentId)) {
      const tournament = await this.prisma.tournament.findUnique({ where: { id: tournamentId }, select: { organisingClubId: true } });
      if (!tournament) return null;
      this.organisers.set(tournamentId, tournament.organisingClubId);
    }
    return this.organisers.get(tournamentId) ?? null;
  }

  /** Changes announced by any process: queued when of one of the club's tournaments and publishing is automatic. */
  private async changed(tournamentId: string): Promise<void> {
    try {
      const settings = await this.currentSettings();
      if (!settings?.automatic || (await this.organiserOf(tournamentId)) !== settings.clubId) return;
      await this.outbox.queue(tournamentId, this.config.publicationMinIntervalSeconds);
      this.wake();
    } catch (e) {
      if (!this.stopped) this.logger.warn(`a publication could not be queued: ${(e as Error).message}`);
    }
  }

  /** Look at the outbox now (a publication was queued here). */
  wake(): void {
    if (this.config.publicationWorker && !this.stopped) this.schedule(0);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.run(), Math.max(0, Math.min(ms, POLL_MS)));
    this.timer.unref?.();
  }

  /** One pass at a time in this process: every due publication, then sleep until the next is due. */
  private async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass();
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
    if (this.again) {
      this.again = false;
      this.schedule(0);
      return;
    }
    const next = this.stopped ? null : await this.outbox.nextDue().catch(() => null);
    this.schedule(next ? next.getTime() - Date.now() : POLL_MS);
  }

  private async pass(): Promise<void> {
    try {
      for (let claimed = await this.outbox.claim(this.owner); claimed && !this.stopped; claimed = await this.outbox.claim(this.owner)) {
        await this.send(claimed);
      }
    } catch (e) {
      if (!this.stopped) this.logger.warn(`the outbox could not be read: ${(e as Error).message}`);
    }
  }

  private async send(claimed: Claimed): Promise<void> {
    const settings = await this.settings.read();
    if (!settings) {
      await this.outbox.release(claimed, this.owner);
      return;
    }
    const outcome = await this.attempt(claimed.tournamentId, settings);
    const delay =
      outcome.kind === 'acknowledged'
        ? this.config.publicationMinIntervalSeconds
        : retryDelaySeconds(claimed.attempts + 1, this.config.publicationRetryFirstSeconds, this.config.publicationRetryMaxSeconds, Math.random());
    if (this.stopped && outcome.kind === 'retry') {
      // Stopping mid-send: the claim is given back as it was, the next start sends it.
      await this.outbox.release(claimed, this.owner).catch(() => undefined);
      return;
    }
    await this.outbox.settle(claimed, this.owner, outcome, delay);
    const how = outcome.kind === 'acknowledged' ? outcome.outcome : `${outcome.code}: ${outcome.detail}`;
    this.logger.log(`tournament ${claimed.tournamentId} (sequence ${claimed.requested}): ${outcome.kind}, ${how}`);
  }

  private async attempt(tournamentId: string, settings: FederationSettings): Promise<AttemptOutcome> {
    let file: string;
    try {
      file = (await this.archives.export(tournamentId)).file;
    } catch (e) {
      return { kind: 'retry', code: 'PUBLICATION_ARCHIVE_FAILED', detail: t('PUBLICATION_ARCHIVE_FAILED', { detail: (e as Error).message.slice(0, 200) }) };
    }
    let response: Response;
    try {
      response = await fetch(`${settings.serverUrl}/publications`, {
        method: 'POST',
        headers: { Authorization: `ApiKey ${settings.clubKey}`, 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
        body: file,
        signal: AbortSignal.any([AbortSignal.timeout(SEND_TIMEOUT_MS), this.inFlight.signal]),
      });
    } catch (e) {
      return networkFailure(e);
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON: a proxy's page, another server: classified by its status.
    }
    return classifyAnswer(response.status, body);
  }
}
