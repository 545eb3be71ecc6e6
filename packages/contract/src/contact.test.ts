import { describe, expect, it } from 'vitest';
import { ContactFileSchema, ContactInputSchema, isPhoneNumber } from './contact.ts';
import { CONTACT_FILE_MAX_BYTES } from './limits.ts';

const valid = { title: 'Refund', phone: '+82 10-1234-5678', email: 'mina@example.com', message: 'Hello' };
const messagesOf = (input: unknown) =>
  ContactInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the contact form', () => {
  it('takes a complete message, trimmed', () => {
    expect(ContactInputSchema.parse({ ...valid, title: '  Refund  ', email: ' Mina@Example.com ' })).toEqual({
      ...valid,
      email: 'Mina@Example.com',
    });
  });

  it('names every missing field at once, each with its own message', () => {
    expect(messagesOf({})).toEqual([
      ['title', 'contactTitleRequired'],
      ['phone', 'contactPhoneRequired'],
      ['email', 'invalidEmail'],
      ['message', 'contactMessageRequired'],
    ]);
    expect(messagesOf({ title: ' ', phone: '', email: '', message: '\n' })).toEqual([
      ['title', 'contactTitleRequired'],
      ['phone', 'contactPhoneRequired'],
      ['email', 'invalidEmail'],
      ['message', 'contactMessageRequired'],
    ]);
  });

  it.each(['010-1234-5678', '+82 10 1234 5678', '(02) 123-4567', '+1 (415) 555.0100'])(
    'takes the phone number %s',
    (p) => expect(isPhoneNumber(p)).toBe(true),
  );

  it.each(['12345', 'call me', '010-1234-5678 ext', '+82 10 1234 5678 9999 99', '++82 10 1234 5678'])(
    'refuses the phone number %s',
    (p) => expect(messagesOf({ ...valid, phone: p })).toEqual([['phone', 'contactPhoneInvalid']]),
  );

  it('checks a chosen file by its size and declared type, leaving an unknown type to the server', () => {
    const problems = (file: { size: number; type: string }) =>
      ContactFileSchema.safeParse(file).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ size: 1000, type: 'application/pdf' })).toEqual([]);
    expect(problems({ size: CONTACT_FILE_MAX_BYTES, type: 'image/png' })).toEqual([]);
    expect(problems({ size: 1000, type: '' })).toEqual([]);
    expect(problems({ size: CONTACT_FILE_MAX_BYTES + 1, type: 'image/png' })).toEqual(['contactFileTooLarge']);
    expect(problems({ size: 10, type: 'text/plain' })).toEqual(['contactFileInvalidType']);
  });
});
