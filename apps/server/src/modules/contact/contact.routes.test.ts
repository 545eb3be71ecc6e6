import { CONTACT_FILE_MAX_BYTES, CONTACT_MESSAGE_MAX_LENGTH } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp, registerUser } from '../../test/accounts.ts';
import { multipartForm, testPng, type FormFile } from '../../test/multipart.ts';
import { queryRows } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@moim.test' } });
  png = await testPng();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate contact_messages, mail_outbox, mail_outbox_attachments, rate_limits`);
  t.mail.messages.length = 0;
  t.mail.failing = false;
});

const form = {
  title: 'My refund',
  phone: '010-1234-5678',
  email: 'mina@example.com',
  message: 'Hello,\nthe host asked me to pay twice.',
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface SendOptions {
  file?: FormFile;
  headers?: Record<string, string>;
  ip?: string;
}

const send = (fields: Record<string, string>, options: SendOptions = {}) => {
  const body = multipartForm(fields, options.file);
  return t.app.inject({
    method: 'POST',
    url: '/api/mail/contactUs',
    payload: body.payload,
    headers: { ...body.headers, ...options.headers },
    remoteAddress: options.ip ?? nextIp(),
  });
};

interface StoredMessage {
  id: number;
  title: string;
  phone: string;
  email: string;
  message: string;
  locale: string;
  user_id: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_bytes: number | null;
  support_mail_id: number | null;
}
const storedMessages = () => queryRows<StoredMessage>(t.database, sql`select * from contact_messages order by id`);
const queuedMails = () =>
  queryRows<{ id: number; recipient: string; reply_to: string | null; sent_at: Date | null; attempts: number }>(
    t.database,
    sql`select id, recipient, reply_to, sent_at, attempts from mail_outbox order by id`,
  );

describe('POST /api/mail/contactUs', () => {
  it('stores the message and mails it with its file to support, and a receipt to the sender', async () => {
    const response = await send(form, { file: { data: png, filename: 'screenshot.png', contentType: 'image/png' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      ...form,
      locale: 'en',
      user_id: null,
      attachment_name: 'screenshot.png',
      attachment_type: 'image/png',
      attachment_bytes: png.length,
    });
    // Queued with the message, sent by the outbox.
    const queued = await queuedMails();
    expect(queued.map((m) => m.recipient)).toEqual(['help@moim.test', 'mina@example.com']);
    expect(stored!.support_mail_id).toBe(queued[0]!.id);
    expect(t.mail.messages).toEqual([]);

    expect(await t.app.processOutbox()).toBe(2);
    const support = t.mail.lastTo('help@moim.test')!;
    expect(support.subject).toBe(`[Moim contact #${stored!.id}] My refund`);
    expect(support.replyTo).toBe('mina@example.com');
    expect(support.text).toContain('Phone: 010-1234-5678');
    expect(support.text).toContain('Hello,\nthe host asked me to pay twice.');
    expect(support.html).toContain('Hello,<br>the host asked me to pay twice.');
    expect(support.attachments).toHaveLength(1);
    expect(support.attachments![0]).toMatchObject({ filename: 'screenshot.png', contentType: 'image/png' });
    expect(Buffer.compare(support.attachments![0]!.content, png)).toBe(0);

    const receipt = t.mail.lastTo('mina@example.com')!;
    expect(receipt.subject).toBe(`[Moim] We received your message (#${stored!.id})`);
    expect(receipt.text).toContain('within 24 hours');
    expect(receipt.attachments).toBeUndefined();
    // The receipt repeats nothing typed into the form: anyone can enter anyone's address.
    expect(receipt.text).not.toContain('refund');
    expect(receipt.text).not.toContain('pay twice');
  });

  it('takes a message without a file, and a PDF', async () => {
    expect((await send(form)).statusCode).toBe(200);
    expect((await send(form, { file: { data: PDF, filename: 'receipt.pdf' } })).statusCode).toBe(200);
    const stored = await storedMessages();
    expect(stored.map((m) => [m.attachment_name, m.attachment_type])).toEqual([
      [null, null],
      ['receipt.pdf', 'application/pdf'],
    ]);
    await t.app.processOutbox();
    const [withoutFile, withPdf] = t.mail.messages.filter((m) => m.to === 'help@moim.test');
    expect(withoutFile!.attachments).toBeUndefined();
    expect(withoutFile!.text).toContain('Attachment: none');
    expect(withPdf!.attachments![0]).toMatchObject({ filename: 'receipt.pdf', contentType: 'application/pdf' });
  });

  it('writes the receipt in the language of the sender', async () => {
    expect((await send(form, { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })).statusCode).toBe(200);
    const [stored] = await storedMessages();
    expect(stored!.locale).toBe('ko');
    await t.app.processOutbox();
    const receipt = t.mail.lastTo('mina@example.com')!;
    expect(receipt.subject).toBe(`[Moim] 문의가 접수되었습니다 (#${stored!.id})`);
    expect(receipt.text).toContain('24시간 이내에');
    // Support reads English whatever the sender's language, and learns theirs.
    expect(t.mail.lastTo('help@moim.test')!.text).toContain('Language: Korean');
  });

  it('records the signed-in account that sent it', async () => {
    const user = await registerUser(t);
    expect((await send(form, { headers: user.auth })).statusCode).toBe(200);
    const [stored] = await storedMessages();
    expect(stored!.user_id).toEqual(expect.any(String));
    await t.app.processOutbox();
    expect(t.mail.lastTo('help@moim.test')!.text).toContain(`Account: ${user.userId}`);
  });

  it('sends nothing while mail is down, and everything, file included, once it is back', async () => {
    expect((await send(form, { file: { data: png, filename: 'a.png' } })).statusCode).toBe(200);
    t.mail.failing = true;
    expect(await t.app.processOutbox()).toBe(0);
    expect((await queuedMails()).map((m) => [m.attempts, m.sent_at])).toEqual([
      [1, null],
      [1, null],
    ]);
    t.mail.failing = false;
    t.clock.advance(61_000);
    expect(await t.app.processOutbox()).toBe(2);
    const support = t.mail.lastTo('help@moim.test')!;
    expect(Buffer.compare(support.attachments![0]!.content, png)).toBe(0);
    expect((await queuedMails()).every((m) => m.sent_at !== null)).toBe(true);
  });
});

describe('what the contact form refuses', () => {
  const issuesOf = (body: { issues?: Array<{ path: string; code: string }> }) =>
    body.issues?.map((i) => [i.path, i.code]);

  it('names every problem at once, the file included, and stores nothing', async () => {
    const response = await send(
      { title: ' ', phone: '', email: 'not an email', message: '' },
      { file: { data: Buffer.from('just some text'), filename: 'notes.png', contentType: 'image/png' } },
    );
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toEqual([
      ['title', 'contactTitleRequired'],
      ['phone', 'contactPhoneRequired'],
      ['email', 'invalidEmail'],
      ['message', 'contactMessageRequired'],
      ['file', 'contactFileInvalidType'],
    ]);
    expect(response.json().message).toBe('Please enter a title.');
    expect(await storedMessages()).toEqual([]);
    expect(await queuedMails()).toEqual([]);
  });

  it('says so in Korean to a Korean reader', async () => {
    const response = await send({ ...form, phone: 'call me' }, { headers: { 'accept-language': 'ko' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'phone',
        code: 'contactPhoneInvalid',
        message: '올바른 전화번호를 입력해 주세요. 숫자와 함께 +, 공백, 하이픈(-), 괄호를 쓸 수 있습니다.',
      },
    ]);
  });

  it('refuses a missing field as missing, not as something else', async () => {
    const { title: _title, ...rest } = form;
    const response = await send(rest);
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toEqual([['title', 'contactTitleRequired']]);
  });

  it('refuses a text file called .png: the bytes decide, not the name or declared type', async () => {
    const response = await send(form, {
      file: { data: Buffer.from('hello, I am text'), filename: 'photo.png', contentType: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'contactFileInvalidType',
      message: 'Please attach an image (JPEG, PNG, WebP, GIF or HEIC) or a PDF file.',
    });
    expect(await storedMessages()).toEqual([]);
  });

  it('takes a PNG called .pdf as the PNG it is, and names it so for support', async () => {
    const response = await send(form, { file: { data: png, filename: 'invoice.pdf', contentType: 'application/pdf' } });
    expect(response.statusCode).toBe(200);
    await t.app.processOutbox();
    expect(t.mail.lastTo('help@moim.test')!.attachments![0]).toMatchObject({
      filename: 'invoice.png',
      contentType: 'image/png',
    });
  });

  it('keeps a Korean file name and drops folders and control characters from it', async () => {
    const response = await send(form, { file: { data: png, filename: '../../스크린샷\u0007 1.png' } });
    expect(response.statusCode).toBe(200);
    const [stored] = await storedMessages();
    expect(stored!.attachment_name).toBe('스크린샷 1.png');
  });

  it('refuses a file over 5 MB with 413, storing nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(CONTACT_FILE_MAX_BYTES + 1 - PDF.length)]);
    const response = await send(form, { file: { data: big, filename: 'big.pdf' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'contactFileTooLarge',
      message: 'The file is too large. The maximum size is 5 MB.',
    });
    expect(await storedMessages()).toEqual([]);
  });

  it('takes a file of exactly 5 MB', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(CONTACT_FILE_MAX_BYTES - PDF.length)]);
    expect((await send(form, { file: { data: exact, filename: 'exact.pdf' } })).statusCode).toBe(200);
  });

  it('refuses a message over its limit with the limit named, and a NUL character', async () => {
    const long = await send({ ...form, message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([
      { path: 'message', code: 'textTooLong', message: 'This field is too long (at most 5000 characters).' },
    ]);
    const nul = await send({ ...form, title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(issuesOf(nul.json())).toEqual([['title', 'textInvalidCharacters']]);
  });

  it('takes a message at its limit in Korean (3 bytes a character)', async () => {
    expect((await send({ ...form, message: '가'.repeat(CONTACT_MESSAGE_MAX_LENGTH) })).statusCode).toBe(200);
  });

  it('answers hostile bodies with a 4xx, never a 5xx', async () => {
    const hostile: Array<
      [string, () => Promise<{ statusCode: number; json: () => { code: string } }>, number, string]
    > = [
      [
        'JSON instead of a form',
        () => t.app.inject({ method: 'POST', url: '/api/mail/contactUs', payload: form, remoteAddress: nextIp() }),
        415,
        'unsupportedMediaType',
      ],
      ['a megabyte in one field', () => send({ ...form, message: 'a'.repeat(1_000_000) }), 413, 'payloadTooLarge'],
      [
        'too many fields',
        () => send(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, 'x']))),
        413,
        'payloadTooLarge',
      ],
      [
        'a cut-off part',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/mail/contactUs',
            headers: { 'content-type': 'multipart/form-data; boundary=xx' },
            payload: '--xx\r\nContent-Disposition: form-data; name="title"\r\n\r\nHel',
            remoteAddress: nextIp(),
          }),
        400,
        'multipartInvalid',
      ],
      [
        'no boundary',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/mail/contactUs',
            headers: { 'content-type': 'multipart/form-data' },
            payload: 'whatever',
            remoteAddress: nextIp(),
          }),
        400,
        'multipartInvalid',
      ],
      [
        'a prototype field name',
        () => send(Object.fromEntries([...Object.entries(form), ['__proto__', 'x']])),
        400,
        'multipartInvalid',
      ],
    ];
    for (const [name, request, status, code] of hostile) {
      const response = await request();
      expect([name, response.statusCode, response.json().code]).toEqual([name, status, code]);
    }
    expect(await storedMessages()).toEqual([]);
  });

  it('ignores a text field named file (what a client sends when no file is chosen)', async () => {
    expect((await send({ ...form, file: 'undefined' })).statusCode).toBe(200);
    expect((await storedMessages())[0]!.attachment_name).toBeNull();
  });
});

describe('how often the form may be sent', () => {
  it('limits one e-mail address, whatever its case, and lifts the limit after an hour', async () => {
    for (const email of ['mina@example.com', 'Mina@Example.com', 'MINA@example.com']) {
      expect((await send({ ...form, email })).statusCode).toBe(200);
    }
    const limited = await send(form);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('contactTooMany');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still gets through.
    expect((await send({ ...form, email: 'jun@example.com' })).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await send(form)).statusCode).toBe(200);
    expect(await storedMessages()).toHaveLength(5);
  });

  it('limits one client address, before reading what it sends', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await send({ ...form, email: `person${i}@example.com` }, { ip })).statusCode).toBe(200);
    }
    const limited = await send({ ...form, email: 'one.more@example.com' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ ...form, email: 'one.more@example.com' })).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await send({ ...form, email: 'again@example.com' }, { ip })).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the form, its file and every answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/mail/contactUs'].post;
    const schema = operation.requestBody.content['multipart/form-data'].schema;
    expect(schema.required).toEqual(['title', 'phone', 'email', 'message']);
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '403', '413', '415', '429']);
  });
});
