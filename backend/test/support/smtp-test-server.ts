import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
  /** A header's unfolded raw value (mailparser folds List-* headers into one object). */
  header(name: string): string | undefined;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** How long the server sits on a message before accepting it (a slow relay). */
  dataDelayMs: number;
  /** Messages whose DATA has started arriving (accepted or not yet). */
  receiving: number;
  /** Addresses answered with a permanent 550 at RCPT TO. */
  rejectRecipients: Set<string>;
  /** Messages to one address. */
  to(address: string): ReceivedMail[];
  /** Stops listening (an outage); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A real SMTP server on loopback (smtp-server), recording every message it accepts, parsed by mailparser. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const rejectRecipients = new Set<string>();
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async (): Promise<void> => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (rejectRecipients.has(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        handle.receiving++;
        simpleParser(stream).then(
          async (mail) => {
            if (handle.dataDelayMs) await new Promise((resolve) => setTimeout(resolve, handle.dataDelayMs));
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
              headers: mail.headers,
              header: (name) =>
                mail.headerLines
                  .find((h) => h.key === name.toLowerCase())
                  ?.line.replace(/^[^:]*:\s*/, '')
                  .replace(/\r?\n\s+/g, ' '),
            });
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  };

  await listen();
  const handle: SmtpTestServer = {
    dataDelayMs: 0,
    receiving: 0,
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectRecipients,
    to: (address) => received.filter((m) => m.to.includes(address)),
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: listen,
  };
  return handle;
}

/** Polls `check` until it returns true (the sender runs on its own timer). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets the sender run a few more polls, to show that nothing more arrives. */
export function settle(ms = 400): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
