import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRequestedScreenTitle } from '../../../lib/page-title.ts';
import { mockApi, type MockRoutes } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { aPost } from '../test-data.ts';
import { NoticePostScreen } from './NoticePostScreen.tsx';

/** What the screen asks the document's title to be (the layout adds " · Moim"). */
function ScreenTitle() {
  return <output aria-label="screen title">{useRequestedScreenTitle() ?? ''}</output>;
}

function setup<K extends string>(routes: MockRoutes<K>, isAdmin = false) {
  const api = mockApi(routes);
  renderRoutes(
    [
      {
        path: '/notice/:slug',
        element: (
          <>
            <NoticePostScreen useIsAdmin={() => isAdmin} />
            <ScreenTitle />
          </>
        ),
      },
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

  it("names the page after the post, and marks the post's words with its language, not the page's", async () => {
    setup({ 'GET /posts/phone-plans': [200, aPost({ language: 'ko', title: '휴대폰 요금제 고르기' })] });
    const title = await screen.findByRole('heading', { level: 1, name: '휴대폰 요금제 고르기' });
    expect(screen.getByRole('status', { name: 'screen title' })).toHaveTextContent('휴대폰 요금제 고르기');
    expect(title).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('heading', { level: 2, name: 'The big three' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'ko',
    );
    // The page's own words (in the reader's language) are not inside the post's language.
    for (const text of ['Back to Living in Korea', 'Frequently asked questions', 'Related links'])
      expect(screen.getByText(text).closest('[lang]')?.getAttribute('lang')).not.toBe('ko');
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
