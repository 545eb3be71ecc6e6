import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { aPost } from '../test-data.ts';
import { NoticePostScreen } from './NoticePostScreen.tsx';

function setup(routes: Parameters<typeof mockApi>[0], isAdmin = false) {
  const api = mockApi(routes);
  renderRoutes(
    [
      { path: '/notice/:slug', element: <NoticePostScreen useIsAdmin={() => isAdmin} /> },
      { path: '/createBlog', element: <h1>Create blog page</h1> },
    ],
    '/notice/phone-plans',
  );
  return { ...api, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

describe('NoticePostScreen', () => {
  it('shows the sections, FAQs, related links and the translation to a visitor', async () => {
    setup({ 'GET /posts/phone-plans': [200, aPost()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing a phone plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The big three' })).toBeInTheDocument();
    const faqs = screen.getByRole('heading', { name: 'Frequently asked questions' }).parentElement!;
    expect(within(faqs).getByText('Can I keep my number?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MVNO Hub' })).toHaveAttribute('href', 'https://www.mvnohub.kr/');
    expect(screen.getByRole('link', { name: 'Korean: 휴대폰 요금제 고르기' })).toHaveAttribute(
      'href',
      '/notice/phone-plans-ko',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says a missing (or draft) post is not there', async () => {
    setup({
      'GET /posts/phone-plans': [
        404,
        { code: 'postNotFound', message: 'This post does not exist or is not published.' },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'This post does not exist or is not published.' }),
    ).toBeInTheDocument();
  });

  it('gives an admin Edit and Unpublish', async () => {
    const { requests, user } = setup(
      {
        'GET /posts/phone-plans': [200, aPost()],
        'PUT /posts/phone-plans/status': [200, aPost({ status: 'draft' })],
      },
      true,
    );
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/createBlog?edit=phone-plans');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Draft: only admins can see this post.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'draft' });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});
