import type { CheckParticipationResponse } from '@moim/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { ClockProvider } from '../../../lib/clock.ts';
import { useParticipation } from '../../../lib/event-queries.ts';
import { aParticipation, anEventDetail } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { mockApi, signIn } from '../test-utils.ts';
import { ReviewLink } from './ReviewLink.tsx';

/** The fixture event starts 2099-03-14 05:30 UTC and ends two hours later. */
const START = new Date('2099-03-14T05:30:00.000Z');
const END = new Date('2099-03-14T07:30:00.000Z');

/** Shows once the participation is known, in the same render as the link. */
function Answered() {
  return useParticipation(7, true).data ? <p>answered</p> : null;
}

function setup(participation: CheckParticipationResponse, now: Date, userId = 'mina') {
  signIn(userId);
  const api = mockApi({ 'GET /participants/checkParticipation': [200, participation] });
  renderWithProviders(
    <ClockProvider value={() => now}>
      <ReviewLink event={anEventDetail()} />
      <Answered />
    </ClockProvider>,
  );
  return api;
}

describe('ReviewLink', () => {
  it('leads an approved guest to the review screen from the end of the event', async () => {
    setup(aParticipation(), END);
    expect(await screen.findByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/reviewEvent/7');
  });

  it.each<[string, CheckParticipationResponse, Date]>([
    ['before the start', aParticipation(), new Date(START.getTime() - 60_000)],
    ['while it is under way', aParticipation(), new Date(END.getTime() - 60_000)],
    ['once reviewed', aParticipation({ hasReviewed: true }), END],
    ['for a pending applicant', aParticipation({ status: 'Pending' }), END],
    ['for a waitlisted guest', aParticipation({ status: 'Waitlisted' }), END],
  ])('is not there %s', async (_when, participation, now) => {
    setup(participation, now);
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there for the host, whose seat is approved too (the ID in any letter case)', async () => {
    setup(aParticipation(), END, 'HANA');
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("reads the spec's Korean button text", async () => {
    await i18n.changeLanguage('ko');
    try {
      setup(aParticipation(), END);
      expect(await screen.findByRole('link', { name: '리뷰 작성' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
