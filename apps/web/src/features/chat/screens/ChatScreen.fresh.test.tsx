import type { ChatMessage, ChatRoomSummary } from '@moim/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../../lib/clock.ts';
import i18n from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi, type MockReplyFor, type MockRoutes } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { roomEndpoint } from '../test/chat-server.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { aMessage, alice, aRoom, bob, chloe, member } from '../test/fixtures.ts';
import { ChatScreen } from './ChatScreen.tsx';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

/** Wednesday 2026-11-25, 15:00 in Korea. */
const NOW = new Date('2026-11-25T15:00:00+09:00');

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  vi.mocked(io).mockImplementation(() => socket as never);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** Signs Alice in, answers the API with `routes`, and shows /chat at `path`. */
async function openChat<K extends string>(path: string, routes: { [P in K]: MockReplyFor<P> }) {
  setSession({ userId: 'alice' });
  // Nobody blocked, unless a test says otherwise.
  const nobodyBlocked: MockRoutes<'GET /user/blocked'> = { 'GET /user/blocked': [200, { people: [] }] };
  const api = mockApi({ ...nobodyBlocked, ...routes } as MockRoutes<K | 'GET /user/blocked'>);
  const view = renderRoutes(
    [
      {
        path: '/chat',
        element: (
          <ClockProvider value={() => NOW}>
            <ChatScreen />
          </ClockProvider>
        ),
      },
      { path: '/events/:id', element: <h1>Event page</h1> },
    ],
    path,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api, user: userEvent.setup() };
}

const connect = () =>
  act(() => {
    socket.accept();
  });
const status = () => screen.getAllByRole('status')[0]!;
const log = () => screen.getByRole('log');
const textbox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const roomLink = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
const texts = () =>
  within(log())
    .queryAllByRole('paragraph')
    .map((p) => p.textContent);

function room1(messages: ChatMessage[], overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  const last = messages.at(-1) ?? null;
  return aRoom(1, {
    name: 'Sunday hike',
    lastMessage: last,
    lastActivityAt: last?.timestamp ?? '2026-11-01T00:00:00.000Z',
    ...overrides,
  });
}

/** Room 1 ("Sunday hike") open at /chat?room=1 with `messages`, and room 2 ("Board games"). */
async function openRoom<K extends string = never>(messages: ChatMessage[], extra?: { [P in K]: MockReplyFor<P> }) {
  const stored = [...messages];
  const view = await openChat('/chat?room=1', {
    'GET /chatrooms': [200, [room1(stored), aRoom(2, { name: 'Board games' })]],
    'GET /chatrooms/1': roomEndpoint(1, stored, 'Sunday hike'),
    ...extra,
  });
  await screen.findByRole('heading', { level: 2, name: 'Sunday hike' });
  await waitFor(() => expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument());
  connect();
  await waitFor(() => expect(sendButton()).toBeInTheDocument());
  return { ...view, stored };
}

describe('the chat screen', () => {
  it('lists the rooms: name, last message, relative time, unread count, up to four avatars', async () => {
    const dan = member('dan', 'Dan');
    const eve = member('eve', 'Eve');
    const fay = member('fay', 'Fay');
    await openChat('/chat', {
      'GET /chatrooms': [
        200,
        [
          room1([aMessage(3, { content: 'See you at 9' })], {
            unreadCount: 2,
            users: [alice, bob, chloe, dan, eve, fay],
          }),
          aRoom(2, {
            name: 'Board games',
            lastMessage: aMessage(1, { roomId: 2, sender: alice, content: 'I bring Catan' }),
            lastActivityAt: '2026-11-20T01:00:00.000Z',
          }),
          aRoom(3, { name: 'Old times', lastActivityAt: '2026-10-02T01:00:00.000Z' }),
        ],
      ],
    });
    const hike = await screen.findByRole('link', { name: /Sunday hike/ });
    expect(hike).toHaveAttribute('href', '/chat?room=1');
    expect(hike).toHaveTextContent('2:03 PM');
    expect(hike).toHaveTextContent('Bob Lee: See you at 9');
    expect(within(hike).getByText('2 unread messages')).toBeInTheDocument();
    // The others' pictures first, four at most, each named.
    expect(
      within(hike)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Bob Lee', 'Chloé', 'Dan', 'Eve']);
    const games = roomLink('Board games');
    expect(games).toHaveTextContent('Friday');
    expect(games).toHaveTextContent('You: I bring Catan');
    expect(within(games).queryByText(/unread/)).not.toBeInTheDocument();
    expect(roomLink('Old times')).toHaveTextContent('Oct 2');
    expect(roomLink('Old times')).toHaveTextContent('No messages yet');
    expect(screen.getByText('Select a chat to start messaging')).toBeInTheDocument();
  });

  it('shows the relative times in Korean', async () => {
    await i18n.changeLanguage('ko');
    await openChat('/chat', {
      'GET /chatrooms': [
        200,
        [room1([aMessage(3)]), aRoom(2, { name: 'Board games', lastActivityAt: '2026-11-20T01:00:00.000Z' })],
      ],
    });
    await screen.findByRole('link', { name: /Sunday hike/ });
    expect(roomLink('Sunday hike')).toHaveTextContent('오후 2:03');
    expect(roomLink('Board games')).toHaveTextContent('금요일');
    expect(screen.getByText('대화할 채팅방을 선택해 주세요')).toBeInTheDocument();
  });

  it('says when there are no rooms, and when a room has no messages yet', async () => {
    const { router } = await openChat('/chat', { 'GET /chatrooms': [200, []] });
    expect(await screen.findByText('No chat rooms available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/allEvents');
    expect(screen.getByText('Select a chat to start messaging')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens an empty room with its own empty state', async () => {
    await openRoom([]);
    expect(await screen.findByText('No messages yet', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Say hello to the group!')).toBeInTheDocument();
  });

  it('tells the connection’s state: connecting, lost and reconnecting, failed with the reason and Try again', async () => {
    const { user } = await openChat('/chat', { 'GET /chatrooms': [200, []] });
    expect(status()).toHaveTextContent('Connecting to the chat...');
    expect(socket.connectCalls).toBe(1);
    connect();
    expect(status()).toHaveTextContent(/^$/);
    act(() => socket.drop());
    expect(status()).toHaveTextContent('The connection to the server was lost. Trying to reconnect...');
    act(() => socket.refuse('Login is required.', 'unauthorized'));
    expect(status()).toHaveTextContent('Could not connect to the chat server. Login is required.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(socket.connectCalls).toBe(2);
    expect(status()).toHaveTextContent('The connection to the server was lost. Trying to reconnect...');

    await act(() => i18n.changeLanguage('ko'));
    expect(status()).toHaveTextContent('서버와의 연결이 끊어졌습니다. 다시 연결하는 중입니다...');
    act(() => socket.refuse('Login is required.', 'unauthorized'));
    expect(status()).toHaveTextContent('서버 연결에 실패했습니다.');
    expect(screen.getByRole('button', { name: '다시 연결' })).toBeInTheDocument();
  });

  it('connects again 3 seconds after the server closed the connection', async () => {
    await openChat('/chat', { 'GET /chatrooms': [200, []] });
    connect();
    vi.useFakeTimers();
    act(() => socket.drop('io server disconnect'));
    expect(socket.connectCalls).toBe(1);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(socket.connectCalls).toBe(2);
  });

  it('opens a room by address: fetches it, joins it, shows its messages oldest first in a log', async () => {
    const { api } = await openRoom([
      aMessage(1, { content: 'Who brings snacks?' }),
      aMessage(2, { sender: alice, content: 'Me!' }),
    ]);
    expect(api.calls('GET', '/chatrooms/1')[0]!.search).toBe('');
    expect(socket.sent('join')).toEqual([{ roomId: 1 }]);
    expect(log()).toHaveAccessibleName('Sunday hike');
    expect(texts()).toEqual(['Who brings snacks?', 'Me!']);
    expect(within(log()).getByRole('img', { name: 'Bob Lee' })).toBeInTheDocument();
    expect(screen.getByText(/3 members/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event page' })).toHaveAttribute('href', '/events/101');
    expect(roomLink('Sunday hike')).toHaveAttribute('aria-current', 'true');
  });

  it('opens the room of an event (the event page’s link)', async () => {
    await openChat('/chat?event=102', {
      'GET /chatrooms': [200, [room1([]), aRoom(2, { name: 'Board games' })]],
      'GET /chatrooms/2': roomEndpoint(
        2,
        [aMessage(1, { roomId: 2, content: 'Catan or Carcassonne?' })],
        'Board games',
      ),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Board games' })).toBeInTheDocument();
    expect(await screen.findByText('Catan or Carcassonne?')).toBeInTheDocument();
  });

  it('says why a room cannot be opened', async () => {
    await openChat('/chat?room=5', {
      'GET /chatrooms': [200, []],
      'GET /chatrooms/5': [403, { code: 'chatNotMember', message: 'You are not a member of this chat room.' }],
    });
    expect(await screen.findByText('You are not a member of this chat room.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('says so when the server refuses to join the room', async () => {
    const { user } = await openChat('/chat', { 'GET /chatrooms': [200, [room1([])]] });
    connect();
    socket.joinAnswer = { success: false, error: 'You are not a member of this chat room.' };
    await user.click(await screen.findByRole('link', { name: /Sunday hike/ }));
    expect(await screen.findByText('You are not a member of this chat room.')).toHaveAttribute('role', 'alert');
  });

  it('sends with Enter: shown at once as on its way, then stored, once', async () => {
    const { user } = await openRoom([aMessage(1)]);
    await user.type(textbox(), 'Hello everyone{Enter}');
    expect(textbox()).toHaveValue('');
    const [sent] = socket.sent('sendMessage') as Array<{ roomId: number; content: string; clientId: string }>;
    expect(sent).toEqual({ roomId: 1, content: 'Hello everyone', clientId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(within(log()).getByText('Sending...')).toBeInTheDocument();
    expect(texts()).toEqual(['Message 1', 'Hello everyone']);

    const stored = aMessage(2, { sender: alice, content: 'Hello everyone', clientId: sent!.clientId });
    await act(async () => socket.answer('sendMessage', { success: true, message: stored }));
    act(() => socket.push('newMessage', stored));
    expect(within(log()).queryByText('Sending...')).not.toBeInTheDocument();
    expect(texts()).toEqual(['Message 1', 'Hello everyone']);
    await waitFor(() => expect(roomLink('Sunday hike')).toHaveTextContent('You: Hello everyone'));
  });

  it('replaces the message on its way when its echo comes before the acknowledgement', async () => {
    const { user } = await openRoom([]);
    await user.type(textbox(), 'Hi{Enter}');
    const [sent] = socket.sent('sendMessage') as Array<{ clientId: string }>;
    act(() => socket.push('newMessage', aMessage(7, { sender: alice, content: 'Hi', clientId: sent!.clientId })));
    expect(within(log()).queryByText('Sending...')).not.toBeInTheDocument();
    expect(texts()).toEqual(['Hi']);
  });

  it('marks a refused or unanswered send as failed and sends it again under the same clientId', async () => {
    const { user } = await openRoom([]);
    await user.type(textbox(), 'Are we still on?{Enter}');
    await act(async () =>
      socket.answer('sendMessage', {
        success: false,
        error: 'You are sending messages too quickly. Please wait a few seconds.',
      }),
    );
    expect(within(log()).getByText('Not sent')).toBeInTheDocument();
    expect(within(log()).getByText(/You are sending messages too quickly/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(within(log()).getByText('Sending...')).toBeInTheDocument();
    await act(async () => socket.timeOut('sendMessage'));
    expect(within(log()).getByText(/Your message could not be sent. Please try again./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    const sends = socket.sent('sendMessage') as Array<{ clientId: string; content: string }>;
    expect(sends).toHaveLength(3);
    expect(new Set(sends.map((s) => s.clientId)).size).toBe(1);
    expect(sends.every((s) => s.content === 'Are we still on?')).toBe(true);
    const stored = aMessage(4, { sender: alice, content: 'Are we still on?', clientId: sends[0]!.clientId });
    await act(async () => socket.answer('sendMessage', { success: true, message: stored }));
    expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument();
    expect(texts()).toEqual(['Are we still on?']);
  });

  it('sends nothing blank, and makes a new line with Shift+Enter', async () => {
    const { user } = await openRoom([]);
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), '   {Enter}');
    expect(sendButton()).toBeDisabled();
    await user.clear(textbox());
    await user.type(textbox(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(textbox()).toHaveValue('Line one\nline two');
    expect(sendButton()).toBeEnabled();
    expect(textbox()).toHaveAccessibleDescription('Enter sends the message; Shift+Enter starts a new line.');
  });

  it('keeps what is written offline, and sends it once, in order, when the connection is back', async () => {
    const { user } = await openRoom([aMessage(1)]);
    act(() => socket.drop());
    await user.type(textbox(), 'On the subway{Enter}');
    await user.type(textbox(), 'Be there in 5{Enter}');
    expect(socket.sent('sendMessage')).toEqual([]);
    expect(within(log()).getAllByText('Sends when you are back online')).toHaveLength(2);
    expect(texts()).toEqual(['Message 1', 'On the subway', 'Be there in 5']);

    connect();
    await waitFor(() => expect(socket.sent('sendMessage')).toHaveLength(1));
    const [first] = socket.sent('sendMessage') as Array<{ clientId: string; content: string }>;
    expect(first).toMatchObject({ content: 'On the subway' });
    // The second waits for the first's answer: they arrive in the order written.
    await act(async () =>
      socket.answer('sendMessage', {
        success: true,
        message: aMessage(2, { sender: alice, content: 'On the subway', clientId: first!.clientId }),
      }),
    );
    await waitFor(() => expect(socket.sent('sendMessage')).toHaveLength(2));
    const second = (socket.sent('sendMessage') as Array<{ clientId: string; content: string }>)[1]!;
    expect(second.content).toBe('Be there in 5');
    await act(async () =>
      socket.answer('sendMessage', {
        success: true,
        message: aMessage(3, { sender: alice, content: 'Be there in 5', clientId: second.clientId }),
      }),
    );
    expect(within(log()).queryByText('Sends when you are back online')).not.toBeInTheDocument();
    expect(texts()).toEqual(['Message 1', 'On the subway', 'Be there in 5']);
    // Another reconnect sends nothing again.
    act(() => socket.drop());
    connect();
    await waitFor(() => expect(socket.sent('join')).toHaveLength(3));
    expect(socket.sent('sendMessage')).toHaveLength(2);
  });

  it('queues a message whose answer the lost connection took, and sends it again under the same clientId', async () => {
    const { user } = await openRoom([]);
    await user.type(textbox(), 'Are you there?{Enter}');
    act(() => socket.drop());
    await act(async () => socket.timeOut('sendMessage'));
    expect(within(log()).getByText('Sends when you are back online')).toBeInTheDocument();
    connect();
    await waitFor(() => expect(socket.sent('sendMessage')).toHaveLength(2));
    const [a, b] = socket.sent('sendMessage') as Array<{ clientId: string }>;
    expect(b!.clientId).toBe(a!.clientId);
  });

  it('does not send the Enter that ends a Korean syllable being composed', async () => {
    await openRoom([]);
    fireEvent.change(textbox(), { target: { value: '안녕' } });
    fireEvent.keyDown(textbox(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(textbox(), { key: 'Enter', keyCode: 229 });
    expect(socket.sent('sendMessage')).toEqual([]);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(socket.sent('sendMessage')).toEqual([expect.objectContaining({ content: '안녕' })]);
  });

  it('appends others’ messages once, reads them out, and marks them read', async () => {
    await openRoom([aMessage(1)]);
    act(() => socket.push('newMessage', aMessage(2, { sender: chloe, content: 'On my way' })));
    act(() => socket.push('newMessage', aMessage(2, { sender: chloe, content: 'On my way' })));
    act(() => socket.push('newMessage', aMessage(9, { roomId: 2, content: 'Elsewhere' })));
    expect(texts()).toEqual(['Message 1', 'On my way']);
    // Read out politely, once: not the history, not another room's.
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(
      within(announcer)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Chloé: On my way']);
    // The same words again are a new message, read out again; one's own are not.
    act(() => socket.push('newMessage', aMessage(3, { sender: chloe, content: 'On my way' })));
    act(() => socket.push('newMessage', aMessage(4, { sender: alice, content: 'Great' })));
    expect(
      within(announcer)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Chloé: On my way', 'Chloé: On my way']);
    expect(socket.sent('markRead')).toEqual([
      { roomId: 1, messageId: 2 },
      { roomId: 1, messageId: 2 },
      { roomId: 1, messageId: 3 },
      { roomId: 1, messageId: 4 },
    ]);
    await waitFor(() => expect(roomLink('Sunday hike')).toHaveTextContent('Great'));
  });

  it('updates other rooms’ unread counts live, and fetches the list for a room it does not know', async () => {
    const { api } = await openRoom([aMessage(1)]);
    const news = aMessage(5, { roomId: 2, content: 'Who is in?', timestamp: '2026-11-25T05:30:00.000Z' });
    act(() => socket.push('roomUpdated', { roomId: 2, unreadCount: 3, lastMessage: news }));
    const games = roomLink('Board games');
    expect(await within(games).findByText('3 unread messages')).toBeInTheDocument();
    expect(games).toHaveTextContent('Bob Lee: Who is in?');
    // Newest activity first.
    const links = within(roomLink('Board games').closest('ul')!).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Board games'),
      expect.stringContaining('Sunday hike'),
    ]);
    // The open room is read as things arrive.
    act(() => socket.push('roomUpdated', { roomId: 1, unreadCount: 1, lastMessage: aMessage(6) }));
    await waitFor(() => expect(roomLink('Sunday hike')).toHaveTextContent('Message 6'));
    expect(within(roomLink('Sunday hike')).queryByText(/unread/)).not.toBeInTheDocument();

    const before = api.calls('GET', '/chatrooms').length;
    act(() => socket.push('roomUpdated', { roomId: 9, unreadCount: 1, lastMessage: null }));
    await waitFor(() => expect(api.calls('GET', '/chatrooms').length).toBe(before + 1));
  });

  it('after a reconnect joins again and fetches exactly what was missed, in order, once', async () => {
    const { api, stored } = await openRoom([aMessage(1), aMessage(2)]);
    const listFetches = api.calls('GET', '/chatrooms').length;
    act(() => socket.drop());
    // Sent while this client was away: 60 messages, more than a page.
    for (let id = 3; id <= 62; id++) stored.push(aMessage(id, { sender: chloe }));
    connect();
    await waitFor(() => expect(texts()).toHaveLength(62));
    expect(texts()).toEqual(Array.from({ length: 62 }, (_, i) => `Message ${i + 1}`));
    expect(socket.sent('join')).toEqual([{ roomId: 1 }, { roomId: 1 }]);
    expect(api.calls('GET', '/chatrooms/1').map((r) => r.search)).toEqual(['', 'after=2', 'after=2', 'after=52']);
    expect(socket.sent('markRead')).toContainEqual({ roomId: 1, messageId: 62 });
    // The list of rooms is fetched again too (counts may have changed meanwhile).
    await waitFor(() => expect(api.calls('GET', '/chatrooms').length).toBe(listFetches + 1));
    // A late copy of a caught-up message is not shown twice.
    act(() => socket.push('newMessage', aMessage(62, { sender: chloe })));
    expect(texts()).toHaveLength(62);
  });

  it('disconnects when the device goes offline and connects again when it is back', async () => {
    await openRoom([aMessage(1)]);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(socket.disconnectCalls).toBe(1);
    expect(status()).toHaveTextContent('The connection to the server was lost. Trying to reconnect...');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(socket.connectCalls).toBe(2);
  });

  it('loads older messages on scrolling up and with the button', async () => {
    const all = Array.from({ length: 120 }, (_, i) => aMessage(i + 1, { timestamp: '2026-11-25T05:00:00.000Z' }));
    const { user, api } = await openRoom(all);
    expect(texts()).toHaveLength(50);
    expect(texts()[0]).toBe('Message 71');
    const scroller = log().parentElement!;
    fireEvent.scroll(scroller, { target: { scrollTop: 0 } });
    await waitFor(() => expect(texts()).toHaveLength(100));
    expect(texts()[0]).toBe('Message 21');
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(texts()).toHaveLength(120));
    expect(texts()[0]).toBe('Message 1');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/chatrooms/1').map((r) => r.search)).toEqual(['', 'after=120', 'before=71', 'before=21']);
  });

  it('reports a message of someone else with a reason, confirming with the server’s words', async () => {
    const { user, api } = await openRoom([aMessage(1, { content: 'Buy my stuff' }), aMessage(2, { sender: alice })], {
      'POST /reports': [201, { success: true, message: 'Thank you. Our team will review your report.' }],
    });
    expect(screen.getAllByRole('button', { name: /^Report the message from/ })).toHaveLength(1);
    const report = screen.getByRole('button', { name: 'Report the message from Bob Lee' });
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report a message' });
    expect(dialog).toHaveAccessibleDescription('Message from Bob Lee: “Buy my stuff”');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const reason = within(dialog).getByRole('textbox', { name: /Why are you reporting this/ });
    expect(await within(dialog).findByText('Please tell us why you are reporting this.')).toBeInTheDocument();
    await waitFor(() => expect(reason).toHaveFocus());
    expect(api.calls('POST', '/reports')).toEqual([]);

    await user.type(reason, 'Selling things in the group');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will review your report.')).toBeInTheDocument();
    expect(api.calls('POST', '/reports')[0]!.body).toEqual({
      targetType: 'message',
      targetId: 1,
      reason: 'Selling things in the group',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(report).toHaveFocus());
  });

  it("blocks a message's sender after saying what it does, and folds their messages away until asked", async () => {
    let people: { id: string; userId: string; username: string; profileImage: null; blockedAt: string }[] = [];
    const { user, api } = await openRoom(
      [aMessage(1, { content: 'Hello all' }), aMessage(2, { sender: chloe, content: 'Hi!' })],
      {
        'GET /user/blocked': () => [200, { people }],
        'POST /user/block/*': () => {
          people = [
            { id: 'bob', userId: 'bob', username: 'Bob Lee', profileImage: null, blockedAt: NOW.toISOString() },
          ];
          return [200, { blocked: true }];
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Block Bob Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bob Lee?' });
    expect(dialog).toHaveTextContent('will no longer be able to join your events');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Bob Lee.')).toBeInTheDocument();
    expect(api.calls('POST', '/user/block/bob')).toHaveLength(1);

    // Bob's message is folded; Chloé's is not.
    await waitFor(() => expect(within(log()).queryByText('Hello all')).not.toBeInTheDocument());
    expect(within(log()).getByText('A message from someone you blocked.')).toBeInTheDocument();
    expect(within(log()).getByText('Hi!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block Bob Lee' })).not.toBeInTheDocument();

    await user.click(within(log()).getByRole('button', { name: 'Show message' }));
    expect(within(log()).getByText('Hello all')).toBeInTheDocument();
    await user.click(within(log()).getByRole('button', { name: 'Hide message' }));
    expect(within(log()).queryByText('Hello all')).not.toBeInTheDocument();
  });

  it('closes a room that is gone, saying why', async () => {
    const { router } = await openRoom([aMessage(1)]);
    act(() => socket.push('roomClosed', { roomId: 1, reason: 'eventDeleted' }));
    expect(
      await screen.findByText('The event “Sunday hike” was deleted, so its chat room was closed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Select a chat to start messaging')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sunday hike/ })).not.toBeInTheDocument();
  });

  it('moves focus into a room chosen from the list, and back to it from the room', async () => {
    const { user, router } = await openChat('/chat', {
      'GET /chatrooms': [200, [room1([])]],
      'GET /chatrooms/1': roomEndpoint(1, [], 'Sunday hike'),
    });
    connect();
    await user.click(await screen.findByRole('link', { name: /Sunday hike/ }));
    await waitFor(() => expect(textbox()).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back to chat rooms' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(roomLink('Sunday hike')).toHaveFocus());
    expect(socket.sent('leave')).toEqual([{ roomId: 1 }]);
  });

  it('on a small screen focuses the room’s name, not the text box', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }) as MediaQueryList);
    const { user } = await openChat('/chat', {
      'GET /chatrooms': [200, [room1([])]],
      'GET /chatrooms/1': roomEndpoint(1, [], 'Sunday hike'),
    });
    await user.click(await screen.findByRole('link', { name: /Sunday hike/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Sunday hike' })).toHaveFocus());
  });
});
