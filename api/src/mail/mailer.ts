import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { redactUrl } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailerOptions {
  /** smtp:// or smtps://; without it messages go to the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** Sends mail, and keeps count of the sends nobody waits for so shutdown can let them finish. */
export interface Mailer {
  /** Where messages go, for log lines (no password). */
  readonly destination: string;
  /** Rejects with the transport's reason when the message cannot be handed over. */
  send(message: MailMessage): Promise<void>;
  /** Runs a job the caller does not wait for; `onError` hears about its failure. */
  sendInBackground(job: () => Promise<void>, onError: (error: unknown) => void): void;
  /** Resolves once every background job has finished. */
  idle(): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/**
 * Open connections are kept and reused (a burst of order mails would otherwise pay a TCP and
 * TLS handshake and a login each), at most this many at once: a mail provider allows a few
 * connections per account; further messages wait their turn for one.
 */
const SMTP_POOL = { pool: true, maxConnections: 5 } as const;

/** A name that sorts by time and never collides. */
function outboxFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
}

type Transport = { deliver(message: MailMessage): Promise<void>; close(): void };

/**
 * A nodemailer transport made on the first message: most processes send none for hours (a
 * shop's orders are its mail), and loading nodemailer costs the idle server 1.4 MB.
 */
function lazyTransport(make: (nodemailer: typeof import('nodemailer')) => Transporter) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then((nodemailer) => make(nodemailer))),
    close: () => void made?.then((transport) => transport.close()),
  };
}

function smtpTransport(smtpUrl: string, from: string): Transport {
  const transport = lazyTransport(({ createTransport }) =>
    createTransport({ url: smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS }, { from }),
  );
  return {
    async deliver(message) {
      await (await transport.get()).sendMail(message);
    },
    close: () => transport.close(),
  };
}

function outboxTransport(outboxDir: string, from: string): Transport {
  const transport = lazyTransport(({ createTransport }) =>
    createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from }),
  );
  return {
    async deliver(message) {
      // A buffering stream transport answers with the whole message (nodemailer types it `any`).
      const { message: eml } = (await (await transport.get()).sendMail(message)) as { message: Buffer };
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, outboxFileName());
      // Written aside and renamed, so a reader of the folder never sees half a message.
      await writeFile(`${file}.part`, eml);
      await rename(`${file}.part`, file);
    },
    close: () => transport.close(),
  };
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written as an .eml file to the outbox
 * folder, so a shop without a mail server (or a developer offline) still sees what was sent.
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  const transport = smtpUrl ? smtpTransport(smtpUrl, from) : outboxTransport(outboxDir, from);
  const running = new Set<Promise<void>>();

  return {
    destination: smtpUrl ? `SMTP ${redactUrl(smtpUrl)}` : `the outbox folder ${outboxDir}`,
    send: (message) => transport.deliver(message),
    sendInBackground(job, onError) {
      const task: Promise<void> = job()
        .catch((error: unknown) => onError(error))
        .catch(() => undefined)
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    close: () => transport.close(),
  };
}
