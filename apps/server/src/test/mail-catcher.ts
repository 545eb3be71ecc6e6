import type { Mailer, MailMessage } from '../lib/mailer.ts';

/** A mailer that keeps what it is given; it can be told to fail. */
export class MailCatcher implements Mailer {
  readonly messages: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('SMTP is down');
    this.messages.push(message);
  }

  /** The last mail sent to an address. */
  lastTo(address: string): MailMessage | undefined {
    return this.messages.filter((m) => m.to.toLowerCase() === address.toLowerCase()).at(-1);
  }

  /** The 6-digit code of the last mail to an address. */
  codeFor(address: string): string {
    const code = /\b(\d{6})\b/.exec(this.lastTo(address)?.subject ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${address}`);
    return code;
  }
}
