import { describe, expect, it } from 'vitest';
import { EmailSchema } from './common.ts';
import { SubscribeInputSchema } from './content.ts';
import { messages } from './messages/index.ts';

describe('e-mail rule', () => {
  it.each([
    ['someone@example.com', 'someone@example.com'],
    ['  padded@example.co.kr  ', 'padded@example.co.kr'],
    ['Mixed.Case+tag@Example.COM', 'Mixed.Case+tag@Example.COM'],
  ])('accepts %j', (input, output) => {
    expect(EmailSchema.parse(input)).toBe(output);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['no-at-sign', 'no @'],
    ['two@@example.com', 'two @'],
    ['with space@example.com', 'inner space'],
    ['someone@exa mple.com', 'space in domain'],
    ['someone@', 'no domain'],
    ['@example.com', 'no local part'],
    ['someone@example', 'no top-level domain'],
    [`${'a'.repeat(250)}@example.com`, 'too long'],
  ])('refuses %j (%s) with the spec message', (input) => {
    const result = SubscribeInputSchema.safeParse({ email: input });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalidEmail');
    expect(messages.en.invalidEmail).toBe('Please enter a valid email');
  });

  it('refuses a missing or non-text e-mail with the same message', () => {
    for (const body of [{}, { email: 42 }, { email: null }]) {
      const result = SubscribeInputSchema.safeParse(body);
      expect(result.error?.issues[0]?.message).toBe('invalidEmail');
    }
  });
});
