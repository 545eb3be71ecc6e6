import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { emptyPost } from '../post-draft.ts';
import { aPost } from '../test-data.ts';
import { PostForm } from './PostForm.tsx';

beforeEach(() => localStorage.clear());

describe('PostForm', () => {
  it('adds and removes questions and links, and sends what is left', async () => {
    const { requests } = mockApi({ 'POST /posts': [201, aPost({ slug: 'recycling-in-mapo' })] });
    const initial = {
      ...emptyPost('en'),
      title: 'Recycling in Mapo',
      sections: [{ heading: 'Bags', body: '<p>Buy them at the mart.</p>' }],
      faqs: [{ question: 'Which bag?', answer: 'The district one.' }],
      links: [{ url: 'https://www.mapo.go.kr/', description: 'Mapo district' }],
    };
    renderRoutes(
      [
        { path: '/createBlog', element: <PostForm slug={null} initial={initial} restored={false} /> },
        { path: '/notice/:slug', element: <h1>Post page</h1> },
      ],
      '/createBlog',
    );
    const user = userEvent.setup();
    const faqs = within(await screen.findByRole('group', { name: 'FAQs' }));

    await user.click(faqs.getByRole('button', { name: 'Add a question' }));
    await user.type(faqs.getByRole('textbox', { name: 'Question 2' }), 'When?');
    await user.type(faqs.getByRole('textbox', { name: 'Answer 2' }), 'Every evening.');
    await user.click(faqs.getByRole('button', { name: 'Remove question 1' }));
    expect(faqs.getByRole('textbox', { name: 'Question 1' })).toHaveValue('When?');
    expect(faqs.queryByRole('textbox', { name: 'Question 2' })).not.toBeInTheDocument();

    const links = within(screen.getByRole('group', { name: 'Related links' }));
    await user.click(links.getByRole('button', { name: 'Remove link 1' }));
    expect(links.queryByRole('textbox', { name: 'Link 1 address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'Post page' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      faqs: [{ question: 'When?', answer: 'Every evening.' }],
      links: [],
    });
  });
});
