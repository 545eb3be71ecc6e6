import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { MAIL_DIR } from './services.ts';

interface ReceivedAttachment {
  filename: string | undefined;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The Reply-To address, when the mail has one. */
  replyTo: string | undefined;
  attachments: ReceivedAttachment[];
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
      const mail = await simpleParser(raw);
      if (subject.test(mail.subject ?? '')) {
        return {
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          replyTo: mail.replyTo?.value[0]?.address,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}
