import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockRoutes } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { emptyPost, type PostFormValues } from '../post-draft.ts';
import { aPost } from '../test-data.ts';
import { CreateBlogScreen } from './CreateBlogScreen.tsx';

const KEY = 'moim.createBlog.new';

function setup<K extends string = never>(routes: MockRoutes<K> = {} as MockRoutes<K>, path = '/createBlog') {
  const api = mockApi(routes);
  renderRoutes(
    [
      { path: '/createBlog', element: <CreateBlogScreen /> },
      { path: '/notice/:slug', element: <h1>Post page</h1> },
    ],
    path,
  );
  return { ...api, user: userEvent.setup() };
}

const written: PostFormValues = {
  ...emptyPost('en'),
  title: 'Hangang swimming pools reopen',
  category: 'news',
  sections: [{ heading: 'When', body: '<p>From June to August.</p>' }],
  faqs: [{ question: 'How much?', answer: 'A few thousand won.' }],
  links: [{ url: 'https://hangang.seoul.go.kr/', description: 'Hangang parks' }],
};

beforeEach(() => localStorage.clear());

describe('CreateBlogScreen', () => {
  it('keeps what is typed in the browser, so a closed tab loses nothing', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Recycling in Mapo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Blog');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ title: 'Recycling in Mapo', category: 'blog' }),
    );
  });

  it('restores the unsent copy and publishes it, then forgets it', async () => {
    localStorage.setItem(KEY, JSON.stringify(written));
    const { requests, user } = setup({ 'POST /posts': [201, aPost({ slug: 'hangang-swimming-pools-reopen' })] });
    expect(await screen.findByText('Your unsaved writing was restored from this browser.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Hangang swimming pools reopen');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'Post page' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Hangang swimming pools reopen',
      category: 'news',
      status: 'published',
      sections: [{ heading: 'When', body: '<p>From June to August.</p>' }],
      links: [{ url: 'https://hangang.seoul.go.kr/', description: 'Hangang parks' }],
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('saves a draft on the server and stays on the form', async () => {
    localStorage.setItem(KEY, JSON.stringify(written));
    const { requests, user } = setup({
      'POST /posts': [201, aPost({ slug: 'hangang-swimming-pools-reopen', status: 'draft' })],
      'GET /posts/hangang-swimming-pools-reopen': [
        200,
        aPost({ slug: 'hangang-swimming-pools-reopen', status: 'draft' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved temporarily.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ status: 'draft' });
    expect(await screen.findByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
  });

  it('refuses a link that is not a web address before sending anything', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...written, links: [{ url: 'javascript:alert(1)', description: 'x' }] }),
    );
    const { requests, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Links must be web addresses starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
