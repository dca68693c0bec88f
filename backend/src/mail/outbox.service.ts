import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { insertRows } from '../common/insert-rows';
import { OutboundEmail } from './outbound-email.entity';
import { EmailTemplateName, EmailTemplates } from './templates/email-data';
import { emailSubject } from './templates/render-email';

export interface QueuedEmail<K extends EmailTemplateName> {
  template: K;
  /** Same key, same message: a second queue() with it adds nothing. */
  dedupeKey: string;
  recipient: string;
  data: EmailTemplates[K];
}

export interface OutboxCounts {
  queued: number;
  sending: number;
  failed: number;
  sent: number;
  /** Age in seconds of the oldest message still waiting (queued or sending), null when none waits. */
  oldestQueuedAgeSeconds: number | null;
}

/** Writes messages into the outbox inside the caller's transaction, and reports on it. */
@Injectable()
export class OutboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Adds the message in `manager`'s transaction, so it exists exactly when the fact it reports is committed. The
   * unique dedupe key turns a replay into nothing (INSERT IGNORE / INSERT OR IGNORE). No-op when mail is disabled.
   */
  async queue<K extends EmailTemplateName>(manager: EntityManager, email: QueuedEmail<K>): Promise<void> {
    if (!this.config.mail.enabled) return;
    await insertRows(
      manager,
      OutboundEmail,
      {
        kind: email.template,
        template: email.template,
        dedupeKey: email.dedupeKey.slice(0, 300),
        recipient: email.recipient,
        subject: emailSubject(email.template, email.data),
        data: JSON.stringify(email.data),
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date(),
      },
      { orIgnore: true },
    );
  }

  /** The figures /api/health and the admin dashboard show. */
  async counts(): Promise<OutboxCounts> {
    const rows: Array<{ status: string; count: string | number; oldest: string | Date | null }> = await this.dataSource
      .getRepository(OutboundEmail)
      .createQueryBuilder('e')
      .select('e.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MIN(e.createdAt)', 'oldest')
      .groupBy('e.status')
      .getRawMany();
    const counts: OutboxCounts = { queued: 0, sending: 0, failed: 0, sent: 0, oldestQueuedAgeSeconds: null };
    let oldest: number | null = null;
    for (const row of rows) {
      if (row.status in counts && row.status !== 'oldestQueuedAgeSeconds')
        counts[row.status as 'queued'] = Number(row.count);
      if ((row.status === 'queued' || row.status === 'sending') && row.oldest) {
        const time = toDate(row.oldest).getTime();
        oldest = oldest === null ? time : Math.min(oldest, time);
      }
    }
    if (oldest !== null) counts.oldestQueuedAgeSeconds = Math.max(0, Math.round((Date.now() - oldest) / 1000));
    return counts;
  }

  /** Newest first, for the development mailbox. */
  latest(limit: number): Promise<OutboundEmail[]> {
    return this.dataSource.getRepository(OutboundEmail).find({ order: { id: 'DESC' }, take: limit });
  }

  findOne(id: number): Promise<OutboundEmail | null> {
    return this.dataSource.getRepository(OutboundEmail).findOneBy({ id });
  }
}

/** SQLite hands MIN() of a date column back as UTC text without a zone. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}
