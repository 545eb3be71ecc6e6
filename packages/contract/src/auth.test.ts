import { describe, expect, it } from 'vitest';
import {
  NewPasswordFormSchema,
  PasswordSchema,
  UserIdSchema,
  ageOn,
  dobProblem,
  googleSignUpRules,
  isRealDate,
  maskUserId,
  signUpProblem,
  signUpProblems,
  signUpRules,
  type SignUpInput,
} from './auth.ts';
import { messages } from './messages/index.ts';

const valid: SignUpInput = {
  username: 'Mina Park',
  dob: '1995-04-12',
  gender: 'Female',
  email: 'mina@example.com',
  userId: 'mina95',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  nationality: 'KR',
};
const facts = { userIdAvailable: true, emailVerified: true, today: '2026-03-02' };
const problem = (input: Partial<SignUpInput>, f: Partial<typeof facts> = {}) =>
  signUpProblem({ ...valid, ...input }, { ...facts, ...f });

describe('sign-up rules (spec section 5, in order)', () => {
  it('accepts a complete, valid sign-up', () => {
    expect(problem({})).toBeNull();
  });

  it.each([
    ['ID with a symbol', { userId: 'mina_95' }, 'userIdFormat', 'The username can only contain letters and numbers.'],
    ['ID with a space', { userId: 'mina 95' }, 'userIdFormat', 'The username can only contain letters and numbers.'],
    ['ID in Hangul', { userId: '미나' }, 'userIdFormat', 'The username can only contain letters and numbers.'],
    [
      'short password',
      { password: 'Se1!', confirmPassword: 'Se1!' },
      'passwordTooShort',
      'The password must be at least 8 characters long.',
    ],
    [
      'password without upper case',
      { password: 'secret12!', confirmPassword: 'secret12!' },
      'passwordComposition',
      'The password must include uppercase and lowercase letters, numbers, and special characters',
    ],
    ['password without a digit', { password: 'Secretss!', confirmPassword: 'Secretss!' }, 'passwordComposition', null],
    [
      'password without lower case',
      { password: 'SECRET12!', confirmPassword: 'SECRET12!' },
      'passwordComposition',
      null,
    ],
    [
      'password with another symbol only',
      { password: 'Secret12-', confirmPassword: 'Secret12-' },
      'passwordComposition',
      null,
    ],
    ['passwords that differ', { confirmPassword: 'Secret12@' }, 'passwordMismatch', 'The passwords do not match.'],
  ])('refuses %s', (_name, input, code, text) => {
    expect(problem(input)?.code).toBe(code);
    if (text) expect(messages.en[code as keyof typeof messages.en]).toBe(text);
  });

  it('refuses a taken ID and an unverified e-mail with the spec texts', () => {
    expect(problem({}, { userIdAvailable: false })?.code).toBe('userIdTaken');
    expect(messages.en.userIdTaken).toBe('The userId is already in use.');
    expect(problem({}, { emailVerified: false })?.code).toBe('emailNotVerified');
    expect(messages.en.emailNotVerified).toBe('Email verification is required.');
  });

  it('reports the first broken rule in the spec order', () => {
    const everything = { userId: 'bad id', password: 'short', confirmPassword: 'other' };
    const noFacts = { userIdAvailable: false, emailVerified: false };
    expect(problem(everything, noFacts)?.code).toBe('userIdFormat');
    expect(problem({ ...everything, userId: 'goodid' }, noFacts)?.code).toBe('passwordTooShort');
    expect(problem({ ...everything, userId: 'goodid', password: 'longenough' }, noFacts)?.code).toBe(
      'passwordComposition',
    );
    expect(problem({ confirmPassword: 'other' }, noFacts)?.code).toBe('userIdTaken');
    expect(problem({ confirmPassword: 'other' }, { emailVerified: false })?.code).toBe('passwordMismatch');
    expect(problem({}, { emailVerified: false })?.code).toBe('emailNotVerified');
  });

  it('requires every field', () => {
    for (const field of ['username', 'dob', 'gender', 'email', 'userId', 'password', 'nationality'] as const) {
      expect(problem({ [field]: '', ...(field === 'password' ? { confirmPassword: '' } : {}) })).not.toBeNull();
    }
    expect(problem({ userId: '' })?.code).toBe('requiredField');
  });

  it.each([
    [{ dob: '1995-02-30' }, 'dobInvalid'],
    [{ dob: '12/04/1995' }, 'dobInvalid'],
    [{ dob: '2027-01-01' }, 'dobInvalid'],
    [{ dob: '1880-01-01' }, 'dobInvalid'],
    [{ dob: '2015-01-01' }, 'dobTooYoung'],
    [{ gender: 'female' }, 'genderInvalid'],
    [{ gender: 'other' }, 'genderInvalid'],
    [{ nationality: 'XX' }, 'nationalityInvalid'],
    [{ email: 'not-an-email' }, 'invalidEmail'],
    [{ username: 'x'.repeat(41) }, 'usernameTooLong'],
    [{ userId: 'a'.repeat(21) }, 'userIdTooLong'],
    [{ termsAccepted: false }, 'termsRequired'],
    [{ termsAccepted: true, privacyAccepted: false }, 'termsRequired'],
  ])('refuses %j with %s', (input, code) => {
    expect(problem(input)?.code).toBe(code);
  });

  it('accepts gender male and Female (the spec spelling) and optional marketing consent', () => {
    expect(
      problem({ gender: 'male', termsAccepted: true, privacyAccepted: true, marketingAccepted: false }),
    ).toBeNull();
  });
});

describe('every sign-up problem at once (forms)', () => {
  const everythingWrong: SignUpInput = {
    username: '',
    dob: '2020-01-01',
    gender: '',
    email: 'not-an-email',
    userId: 'bad id',
    password: 'short',
    confirmPassword: 'other',
    nationality: '',
  };
  const noFacts = { userIdAvailable: false, emailVerified: false, today: '2026-03-02' };

  it('lists every broken rule in the spec order, the first being what the server answers', () => {
    const problems = signUpProblems(everythingWrong, noFacts);
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['userId', 'userIdFormat'],
      ['password', 'passwordTooShort'],
      ['userId', 'userIdTaken'],
      ['confirmPassword', 'passwordMismatch'],
      ['email', 'invalidEmail'],
      ['username', 'requiredField'],
      ['dob', 'dobTooYoung'],
      ['gender', 'genderInvalid'],
      ['nationality', 'nationalityInvalid'],
    ]);
    expect(signUpProblem(everythingWrong, noFacts)).toEqual(problems[0]);
  });

  it('as a schema, puts each problem at its field with the message code', () => {
    const result = signUpRules(noFacts).safeParse(everythingWrong);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['dob', 'dobTooYoung']);
    expect(new Set(result.error?.issues.map((i) => i.path.join('.')))).toEqual(
      new Set(['userId', 'password', 'confirmPassword', 'email', 'username', 'dob', 'gender', 'nationality']),
    );
    expect(signUpRules(facts).safeParse(valid).success).toBe(true);
  });

  it('holds a Google sign-up to the same rules, without a password or e-mail code', () => {
    const google = {
      email: 'mina@gmail.com',
      userId: 'taken1',
      dob: '',
      gender: '',
      nationality: 'KR',
      ticket: 't',
    };
    const result = googleSignUpRules({ userIdAvailable: false, today: '2026-03-02' }).safeParse(google);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['userId', 'userIdTaken'],
        ['dob', 'requiredField'],
        ['gender', 'genderInvalid'],
      ]),
    );
    expect(result.error?.issues.some((i) => i.path[0] === 'password' || i.path[0] === 'email')).toBe(false);
    const fine = { ...google, userId: 'mina95', dob: '1995-04-12', gender: 'Female' };
    expect(googleSignUpRules({ userIdAvailable: true, today: '2026-03-02' }).safeParse(fine).success).toBe(true);
  });
});

describe('ID and password schemas', () => {
  it('trims an ID and allows letters and digits', () => {
    expect(UserIdSchema.parse('  Mina95 ')).toBe('Mina95');
  });
  it('accepts every special character of the rule', () => {
    for (const special of '!@#$%^&*') expect(PasswordSchema.safeParse(`Abcdefg1${special}`).success).toBe(true);
  });
});

describe('password change rules', () => {
  it('accepts eight characters of every class', () => {
    expect(NewPasswordFormSchema.safeParse({ password: 'short1!A', confirmPassword: 'short1!A' }).success).toBe(true);
  });

  it.each(['nouppercase1!', 'NOLOWERCASE1!', 'NoDigitsHere!', 'NoSpecial123', 'Ab1!'])(
    'refuses %j with the spec message',
    (password) => {
      const result = NewPasswordFormSchema.safeParse({ password, confirmPassword: password });
      expect(result.error?.issues[0]?.message).toBe('newPasswordRule');
    },
  );

  it('says both problems at once: the rule and the mismatch', () => {
    const result = NewPasswordFormSchema.safeParse({ password: 'weak', confirmPassword: 'weak2' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'newPasswordRule'],
      ['confirmPassword', 'newPasswordMismatch'],
    ]);
  });

  it('refuses a confirmation that differs', () => {
    const result = NewPasswordFormSchema.safeParse({ password: 'Newpass1!', confirmPassword: 'Newpass1@' });
    expect(result.error?.issues[0]?.message).toBe('newPasswordMismatch');
    expect(messages.en.newPasswordMismatch).toBe('The new password does not match.');
    expect(messages.en.newPasswordRule).toBe(
      'The new password must include uppercase, lowercase, numbers, and special characters, and be at least 8 characters long.',
    );
  });
});

describe('dates and masking', () => {
  it('knows real dates', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
  });
  it('counts full years', () => {
    expect(ageOn('2000-03-02', '2026-03-02')).toBe(26);
    expect(ageOn('2000-03-03', '2026-03-02')).toBe(25);
    expect(dobProblem('2012-03-02', '2026-03-02')).toBeNull();
    expect(dobProblem('2012-03-03', '2026-03-02')).toBe('dobTooYoung');
  });
  it('masks an ID to two characters and ***', () => {
    expect(maskUserId('mina95')).toBe('mi***');
  });
});
