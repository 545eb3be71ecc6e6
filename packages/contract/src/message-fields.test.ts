import { describe, expect, it } from 'vitest';
import { signUpProblems, type SignUpInput } from './auth.ts';
import { eventProblems, SubmitEventInputSchema } from './events.ts';
import { MESSAGE_FIELDS, fieldOfMessage } from './message-fields.ts';
import { messages } from './messages/index.ts';
import type { Problem } from './problems.ts';

/** Problems of many broken inputs, so that most rules speak at least once. */
function sampleProblems(): Problem[] {
  const signUp: SignUpInput = {
    username: 'x'.repeat(41),
    dob: '2020-01-01',
    gender: 'other',
    email: 'bad',
    userId: 'a'.repeat(21),
    password: 'short',
    confirmPassword: 'other',
    nationality: 'XX',
    termsAccepted: false,
  };
  const facts = { userIdAvailable: false, emailVerified: false, today: '2026-03-02' };
  // The payload's own limits refuse a long name and a sixth image: the rules get them as typed.
  const event = {
    ...SubmitEventInputSchema.parse({
      category: 'Food',
      type: 'FirstCome',
      name: 'x',
      date: '2020-01-01',
      time: '10:00',
      minParticipants: 0,
      maxParticipants: 2000,
      price: -150,
      images: ['1'],
      location: '',
    }),
    name: 'x'.repeat(101),
    images: ['1', '2', '3', '4', '5', '6'],
  };
  return [
    ...signUpProblems(signUp, facts),
    ...signUpProblems({ ...signUp, userId: 'bad id', password: 'longenough' }, facts),
    ...signUpProblems({ ...signUp, password: 'x'.repeat(129), dob: 'nope' }, facts),
    ...eventProblems(event, new Date('2026-03-02T00:00:00Z')),
    ...eventProblems({ ...event, name: '', date: 'nope', time: '10:15', images: [] }, new Date()),
    ...eventProblems({ ...event, latitude: 37.56, longitude: 126.9 }, new Date(), {
      latitude: 35.18,
      longitude: 129.08,
    }),
  ];
}

describe('the field of each message', () => {
  it('names the same field as the rules do', () => {
    const problems = sampleProblems().filter((p) => p.code !== 'requiredField');
    expect(problems.length).toBeGreaterThan(20);
    for (const problem of problems)
      expect([problem.code, fieldOfMessage(problem.code)]).toEqual([problem.code, problem.field]);
  });

  it('only lists messages that exist', () => {
    for (const code of Object.keys(MESSAGE_FIELDS)) expect(Object.hasOwn(messages.en, code)).toBe(true);
    expect(fieldOfMessage('requiredField')).toBeUndefined();
    expect(fieldOfMessage('toString')).toBeUndefined();
  });
});
