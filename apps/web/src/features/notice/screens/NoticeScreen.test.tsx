import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { mockApi, type MockReplyFor, type MockRequest } from '../../../test/mock-api.ts';
import { aPostSummary } from '../test-data.ts';
import { NoticeScreen } from './NoticeScreen.tsx';

/** A server of `count` posts that answers the page asked for, as the real one does. */
function server(count: number) {
  const all = Array.from({ length: count }, (_, i) =>
    aPostSummary({ id: i + 1, slug: `post-${i + 1}`, title: `Post ${i + 1}` }),
  );
  const reply: MockReplyFor<'GET /posts'> = (request) => {
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? 12);
    return [200, all.slice(offset, offset + limit), { 'x-total-count': String(count) }];
  };
  return reply;
}

function setup(count = 20) {
  const api = mockApi({ 'GET /posts': server(count) });
  renderRoutes([{ path: '/notice', element: <NoticeScreen /> }], '/notice');
  return { ...api, user: userEvent.setup() };
}

const lastQuery = (requests: MockRequest[]) => requests.filter((r) => r.path === '/posts').at(-1)!.query;

describe('NoticeScreen', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows 12 posts, then the next ones with Load More, until there are no more', async () => {
    const { requests, user } = setup(20);
    expect(await screen.findByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/notice/post-1');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: '20 posts' })).toBeInTheDocument();
    expect(lastQuery(requests).toString()).toBe('prefer=en&limit=12&offset=0');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Post 20' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(lastQuery(requests).get('offset')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('asks the server for the chosen language, type and search text', async () => {
    const { requests, user } = setup(3);
    await screen.findByRole('link', { name: 'Post 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Korean');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'News');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'T-money');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(requests).get('query')).toBe('T-money'));
    expect(lastQuery(requests).get('language')).toBe('ko');
    expect(lastQuery(requests).has('prefer')).toBe(false);
    expect(lastQuery(requests).get('category')).toBe('news');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'All');
    await waitFor(() => expect(lastQuery(requests).has('language')).toBe(false));
    // Every topic once, in the reader's language where it is written.
    expect(lastQuery(requests).get('prefer')).toBe('en');
  });

  it("lists each topic in the reader's language where written: zh for a Chinese reader", async () => {
    await i18n.changeLanguage('zh-CN');
    const { requests } = setup(3);
    await screen.findByRole('link', { name: 'Post 1' });
    expect(lastQuery(requests).get('prefer')).toBe('zh');
  });

  it('says when nothing matches', async () => {
    setup(0);
    expect(await screen.findByText('No posts match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create blog' })).not.toBeInTheDocument();
  });
});
