import fs from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './services.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The subject and plain-text part of a raw message as nodemailer writes it. */
function parse(raw: string, to: string[]): ReceivedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const body = rest.join('\n\n');
  const textPart = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--)/i.exec(body)?.[1] ?? body;
  const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(raw);
  return { to, subject, text: quoted ? decodeQuotedPrintable(textPart) : textPart };
}

/** Waits for a mail to `address` whose subject matches, received after `since` (ms). */
export async function waitForMail(
  address: string,
  subject: RegExp,
  options: { since?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const since = options.since ?? 0;
  while (Date.now() < deadline) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort() : [];
    for (const file of files.reverse()) {
      if (Number(file.split('-')[0]) < since) continue;
      const { to, raw } = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as {
        to: string[];
        raw: string;
      };
      if (!to.includes(address.toLowerCase())) continue;
      const mail = parse(raw, to);
      if (subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}
