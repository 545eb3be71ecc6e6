import { describe, expect, it } from 'vitest';
import { messages } from './messages/index.ts';
import { fieldOfMessage } from './message-fields.ts';
import { ratingProblem, SubmitReviewInputSchema } from './reviews.ts';

describe('review rules', () => {
  it.each([0.5, 1, 2.5, 4.5, 5])('accepts a rating of %d', (rating) => {
    expect(ratingProblem(rating)).toBeNull();
  });

  it.each([
    [0, 'ratingRequired'],
    [0.25, 'ratingInvalid'],
    [4.3, 'ratingInvalid'],
    [5.5, 'ratingInvalid'],
    [-0.5, 'ratingInvalid'],
    [Number.NaN, 'ratingInvalid'],
  ])('refuses a rating of %d with %s', (rating, code) => {
    expect(ratingProblem(rating)).toBe(code);
  });

  it('gives the spec texts', () => {
    expect(messages.en.ratingRequired).toBe('Please provide a rating.');
    expect(messages.en.reviewTooLong).toBe('Your review is too long. Please limit it to 300 characters.');
    expect(messages.en.reviewSubmitted).toBe('Review submitted successfully!');
  });

  it("reads the spec's payload, refusing a missing rating and a sixth image", () => {
    const valid = {
      userId: 'mina',
      eventId: '7',
      rating: '4.5',
      comment: '<p>Fun</p>',
      imageUrls: ['/uploads/a.webp'],
    };
    expect(SubmitReviewInputSchema.parse(valid)).toEqual({ ...valid, eventId: 7, rating: 4.5 });
    expect(SubmitReviewInputSchema.parse({ eventId: 7, rating: 1 })).toEqual({
      eventId: 7,
      rating: 1,
      comment: '',
      imageUrls: [],
    });
    const missing = SubmitReviewInputSchema.safeParse({ eventId: 7 });
    expect(missing.error?.issues[0]?.message).toBe('ratingRequired');
    const six = SubmitReviewInputSchema.safeParse({ eventId: 7, rating: 3, imageUrls: Array(6).fill('/u.webp') });
    expect(six.error?.issues[0]?.message).toBe('tooManyFiles');
  });

  it("names the payload's field of each review message, so a form shows it there", () => {
    const fields = Object.keys(SubmitReviewInputSchema.shape);
    for (const code of ['ratingRequired', 'ratingInvalid', 'reviewTooLong', 'reviewImagesNotUploaded'] as const) {
      expect(fields).toContain(fieldOfMessage(code));
    }
    expect(fieldOfMessage('reviewTooLong')).toBe('comment');
  });
});
