import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { canonicalEmail } from '../common/email-address';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from '../mail/outbox.service';
import { CONTACT_COPY_PATH, signedToken, verifySignedToken } from '../mail/unsubscribe-link';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageDto } from './dto/contact.dto';

/**
 * The contact form: each message is stored and reaches staff through the outbox in one transaction. The sender's own
 * address receives nothing the form carried until they prove it is theirs: a fixed-text request with a signed link,
 * and the copy only once that link is followed.
 */
@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The shop's public address (SHOP_CONTACT_EMAIL). */
  get shopEmail(): string {
    return this.config.mail.shopContactEmail;
  }

  async send(input: ContactMessageDto): Promise<void> {
    const { mail } = this.config;
    const email = canonicalEmail(input.email);
    const dataSource = this.messages.manager.connection;
    await serializeOnSqlite(dataSource, () =>
      dataSource.transaction(async (manager) => {
        const saved = await manager.save(
          manager.create(ContactMessage, {
            name: input.name,
            email,
            message: input.message,
            copyRequested: input.copy === true,
          }),
        );
        await this.outbox.queue(manager, {
          template: 'contact-staff',
          dedupeKey: `contact-staff:${saved.id}`,
          recipient: mail.shopOrdersEmail ?? mail.shopContactEmail,
          data: { name: saved.name, email, message: saved.message, shopUrl: this.shopUrl() },
        });
        if (saved.copyRequested)
          await this.outbox.queue(manager, {
            template: 'contact-copy-request',
            dedupeKey: `contact-copy-request:${saved.id}`,
            recipient: email,
            data: { confirmUrl: this.copyUrl(saved), shopUrl: this.shopUrl() },
          });
      }),
    );
  }

  /** The message a genuine copy link names, or null (forged, altered, or its message is gone). */
  async messageFor(token: string): Promise<ContactMessage | null> {
    const signed = verifySignedToken(token, this.config.mail.linkSecret, 'contact-copy');
    const match = signed === null ? null : /^(\d+):(.+)$/.exec(signed);
    if (!match) return null;
    const message = await this.messages.findOneBy({ id: Number(match[1]), email: match[2] });
    return message?.copyRequested ? message : null;
  }

  /** Queues the copy once: a second click (or a replay) finds the message confirmed and adds nothing. */
  async sendCopy(message: ContactMessage): Promise<void> {
    const dataSource = this.messages.manager.connection;
    await serializeOnSqlite(dataSource, () =>
      dataSource.transaction(async (manager) => {
        const result = await manager.update(ContactMessage, { id: message.id, confirmed: false }, { confirmed: true });
        if (!result.affected) return;
        await this.outbox.queue(manager, {
          template: 'contact-copy',
          dedupeKey: `contact-copy:${message.id}`,
          recipient: message.email,
          data: { name: message.name, message: message.message, shopUrl: this.shopUrl() },
        });
      }),
    );
  }

  private copyUrl(message: ContactMessage): string {
    const token = signedToken(`${message.id}:${message.email}`, this.config.mail.linkSecret, 'contact-copy');
    return `${this.config.publicBaseUrl}${CONTACT_COPY_PATH}?token=${token}`;
  }

  private shopUrl(): string {
    return `${this.config.publicBaseUrl}/`;
  }
}
