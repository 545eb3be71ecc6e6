import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useMachineTranslation } from '../lib/machine-translation.ts';
import { aPublicConfig } from '../test/fixtures.ts';
import { mockApi, type MockReplyFor } from '../test/mock-api.ts';
import { renderWithProviders } from '../test/render.tsx';
import { TranslateControl } from './TranslateControl.tsx';

/** A text with its Translate action, as a screen shows one. */
function Description({
  textLanguage,
  kind = 'event',
  id = 7,
}: {
  textLanguage?: string;
  kind?: 'event' | 'chatMessage';
  id?: number;
}) {
  const translation = useMachineTranslation(kind, id, textLanguage);
  return (
    <>
      <TranslateControl translation={translation} />
      <p data-testid="text" data-ready={translation.ready}>
        {translation.shown?.fields.description ?? '홍대에서 만나요'}
      </p>
    </>
  );
}

const TRANSLATED: MockReplyFor<'POST /translations'> = [
  200,
  { from: 'ko', to: 'en', fields: { name: 'Picnic', description: 'Meet in Hongdae' } },
];

function setup(translation: boolean, reply: MockReplyFor<'POST /translations'> = TRANSLATED, textLanguage?: string) {
  const api = mockApi({
    'GET /config': [200, aPublicConfig({ translation })],
    'POST /translations': reply,
  });
  renderWithProviders(<Description textLanguage={textLanguage} />);
  return { ...api, user: userEvent.setup() };
}

afterEach(() => localStorage.clear());

describe('TranslateControl', () => {
  it('translates in place, says from what, and shows the original again with the same button', async () => {
    const { user, calls } = setup(true);
    await user.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Translated from Korean')).toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent('Meet in Hongdae');
    expect(calls('POST', '/translations').map((r) => r.body)).toEqual([{ kind: 'event', id: 7, to: 'en' }]);

    const button = screen.getByRole('button', { name: 'Show original' });
    await user.click(button);
    expect(screen.getByTestId('text')).toHaveTextContent('홍대에서 만나요');
    expect(screen.getByRole('button', { name: 'Translate' })).toHaveFocus();

    // Translated again from what was fetched: the server is not asked twice.
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(screen.getByTestId('text')).toHaveTextContent('Meet in Hongdae');
    expect(calls('POST', '/translations')).toHaveLength(1);
  });

  it("says the server's refusal beside the action, and leaves the text as it was", async () => {
    const { user } = setup(true, [
      429,
      { code: 'translationAccountLimit', message: 'You have translated a lot today. Please try again tomorrow.' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Translate' }));
    const said = await screen.findByText('You have translated a lot today. Please try again tomorrow.');
    expect(said).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('You have translated a lot today. Please try again tomorrow.')).toHaveLength(1);
    expect(screen.getByTestId('text')).toHaveTextContent('홍대에서 만나요');
  });

  it.each([
    ['without a translation service', false, undefined],
    ['for a text known to be in the reader’s language', true, 'en'],
  ])('offers nothing %s', async (_, translation, textLanguage) => {
    setup(translation, TRANSLATED, textLanguage);
    // Once the settings have arrived, the action would be there if it were offered.
    await waitFor(() => expect(screen.getByTestId('text')).toHaveAttribute('data-ready', 'true'));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it('translates a language at once once the reader asks for it always, and stops when asked', async () => {
    const api = mockApi({
      'GET /config': [200, aPublicConfig({ translation: true })],
      'POST /translations': TRANSLATED,
    });
    const user = userEvent.setup();
    // A text whose language was not known: the translation tells it.
    const first = renderWithProviders(<Description />);
    await user.click(await screen.findByRole('button', { name: 'Translate' }));
    const always = await screen.findByRole('button', { name: 'Always translate Korean' });
    expect(always).toHaveAttribute('aria-pressed', 'false');
    await user.click(always);
    expect(always).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('text')).toHaveTextContent('Meet in Hongdae');
    first.unmount();

    // Another Korean text is translated as soon as it is shown; a chat message still waits.
    renderWithProviders(
      <>
        <Description textLanguage="ko" id={8} />
        <Description textLanguage="ko" kind="chatMessage" id={9} />
      </>,
    );
    await waitFor(() =>
      expect(api.calls('POST', '/translations').map((r) => r.body)).toContainEqual({ kind: 'event', id: 8, to: 'en' }),
    );
    expect(await screen.findByText('Meet in Hongdae')).toBeInTheDocument();
    expect(api.calls('POST', '/translations').map((r) => r.body)).not.toContainEqual(
      expect.objectContaining({ kind: 'chatMessage' }),
    );

    await user.click(screen.getByRole('button', { name: 'Always translate Korean' }));
    expect(localStorage.getItem('moim.autoTranslate')).toBe('[]');
    // Turned off, the text shown stays translated until "Show original".
    expect(screen.getByText('Meet in Hongdae')).toBeInTheDocument();
  });
});
