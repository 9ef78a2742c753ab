import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApp } from '../../../test/test-app';

/** A mail of the outbox as its reader sees it: headers unfolded, subject and body decoded. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

/** One RFC 2047 encoded word (=?UTF-8?B?...?= or ?Q?), as nodemailer writes non-ASCII subjects. */
const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

function decodeWords(value: string): string {
  // Whitespace between two encoded words is folding, not text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(ENCODED_WORD, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(body: string, transferEncoding: string): string {
  if (transferEncoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (transferEncoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Reads one .eml of a single-part text mail, as the outbox transport writes them. */
export function readEml(eml: string): ReadMail {
  const split = eml.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const header of eml
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = header.indexOf(':');
    headers.set(header.slice(0, colon).toLowerCase(), header.slice(colon + 1).trim());
  }
  const text = decodeBody(eml.slice(split + 2), (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase());
  return {
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text.replace(/\n$/, ''),
  };
}

/** Resolves once every queued mail has been sent or has failed its last try. */
export async function mailsSettled(t: Pick<TestApp, 'app'>): Promise<void> {
  await t.app.jobs.idle();
  await t.app.mailer.idle();
}

/** The mails of the test app's outbox, oldest first, once every mail under way has been written. */
export async function outboxMails(t: Pick<TestApp, 'app' | 'config'>): Promise<ReadMail[]> {
  await mailsSettled(t);
  const files = (await readdir(t.config.outboxDir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => readEml(await readFile(join(t.config.outboxDir, name), 'utf8'))));
}
