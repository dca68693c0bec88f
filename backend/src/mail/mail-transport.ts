import { Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { MailConfig } from '../config/app-config';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Where rendered messages go: an SMTP relay, or nowhere but the outbox row itself (the development mailbox). */
export interface MailTransport {
  readonly name: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP; one connection per message, so nothing stays open between polls or after shutdown. */
class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(config: MailConfig & { smtpUrl: string }) {
    this.transporter = createTransport({
      url: config.smtpUrl,
      connectionTimeout: config.smtpTimeoutMs,
      greetingTimeout: config.smtpTimeoutMs,
      socketTimeout: config.smtpTimeoutMs,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail(message);
  }

  close(): void {
    this.transporter.close();
  }
}

/** Development: the sent row in the outbox is the message, readable at /dev/mailbox. */
class DevMailboxTransport implements MailTransport {
  readonly name = 'dev-mailbox';
  private readonly logger = new Logger('DevMailbox');

  async send(message: MailMessage): Promise<void> {
    this.logger.debug(`Kept for /dev/mailbox: "${message.subject}"`);
  }

  close(): void {}
}

export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport({ ...config, smtpUrl: config.smtpUrl }) : new DevMailboxTransport();
}
