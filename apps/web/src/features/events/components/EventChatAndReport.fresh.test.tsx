import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { anEventDetail } from '../../../test/fixtures.ts';
import { mockApi, signIn } from '../test-utils.ts';
import { EventChatAndReport } from './EventChatAndReport.tsx';

// Its own file: a module is imported once per test file, and this one counts when.
const imported = vi.hoisted(() => vi.fn());
vi.mock('../../../components/ReportDialog.tsx', async (importOriginal) => {
  imported();
  return importOriginal();
});

describe('the event page’s Report', () => {
  it('loads the report form (and its form library) when Report is first pressed, not with the page', async () => {
    signIn('zoe');
    mockApi({
      'GET /participants/checkParticipation': [200, { isParticipating: false, status: null, hasReviewed: false }],
    });
    renderWithProviders(<EventChatAndReport event={anEventDetail()} />);
    const button = await screen.findByRole('button', { name: 'Report this event' });
    expect(imported).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(await screen.findByRole('dialog', { name: 'Report an event' })).toBeInTheDocument();
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
