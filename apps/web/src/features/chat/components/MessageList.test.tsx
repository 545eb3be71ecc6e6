import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { aMessage } from '../test/fixtures.ts';
import { MessageList } from './MessageList.tsx';

describe('a message a moderator hid', () => {
  it("shows the server's words, muted, with no Report; the others keep theirs", async () => {
    const onReport = vi.fn();
    renderWithProviders(
      <>
        <h2 id="room">Room 1</h2>
        <MessageList
          labelId="room"
          messages={[aMessage(1, { content: 'Removed by a moderator.', removed: true }), aMessage(2)]}
          pending={[]}
          me="alice"
          hasOlder={false}
          loadingOlder={false}
          onLoadOlder={() => {}}
          onRetry={() => {}}
          onReport={onReport}
          onBlock={() => {}}
          isBlocked={() => false}
        />
      </>,
    );
    const [removed, kept] = (await screen.findAllByRole('listitem')).filter((item) => item.querySelector('time')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(removed).getByText('Removed by a moderator.').className).toMatch(/removed/);
    expect(within(removed).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(within(kept).getByText('Message 2').className).not.toMatch(/removed/);
    expect(within(kept).getByRole('button', { name: 'Report the message from Bob Lee' })).toBeInTheDocument();
  });
});
