import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { later, mockEventsApi, type ListReply } from '../../features/events/list-test-utils.ts';
import i18n from '../../lib/i18n.ts';
import en from '../../locales/en/home.json';
import enMore from '../../locales/en/homeMore.json';
import ko from '../../locales/ko/home.json';
import koMore from '../../locales/ko/homeMore.json';
import { renderRoutes } from '../../test/render.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { anEvent } from '../../test/fixtures.ts';

beforeAll(() => i18n.loadNamespaces(['home', 'events']));

/** Six hot events, deliberately not in id or name order: the server's order is what counts. */
const HOT = [
  anEvent(41, { name: 'Makgeolli tasting', likes: 30 }),
  anEvent(7, { name: 'Board game night', likes: 22, category: 'Games' }),
  anEvent(19, { name: 'Bukhansan hike', likes: 17, category: 'Activities', type: 'Register' }),
  anEvent(3, { name: 'Kimchi class', likes: 12, category: 'Learning' }),
  anEvent(88, { name: 'Han river picnic', likes: 9 }),
  anEvent(12, { name: 'Language exchange', likes: 4 }),
];

function setup(lists: Parameters<typeof mockEventsApi>[0] = () => ({ items: HOT, total: 20 })) {
  const api = mockEventsApi(lists);
  const result = renderRoutes([{ path: '/', element: <HomeScreen /> }], '/');
  return { ...api, ...result };
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('HomeScreen', () => {
  it('shows the first 6 hot events in the order the server sends them', async () => {
    const { listCalls } = setup();
    const hot = await screen.findByRole('region', { name: 'Hot events' });
    await waitFor(() => expect(within(hot).getAllByRole('article')).toHaveLength(6));
    expect(listCalls()).toEqual(['fetchType=hot&limit=6&offset=0']);
    expect(
      within(hot)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(HOT.map((e) => e.name));
    expect(within(hot).getByRole('link', { name: 'Bukhansan hike' })).toHaveAttribute('href', '/events/19');
    expect(within(hot).getByRole('link', { name: /See all events/ })).toHaveAttribute('href', '/allEvents?sort=hot');
  });

  it('shows a loading state, then an invitation to host when there are no hot events', async () => {
    const reply = later<ListReply>();
    setup(() => reply.promise);
    const hot = await screen.findByRole('region', { name: 'Hot events' });
    expect(within(hot).getByRole('status')).toHaveTextContent('Loading events...');
    reply.resolve({ items: [], total: 0 });
    expect(await within(hot).findByText(/No hot events yet/)).toBeInTheDocument();
  });

  it('has every section of the spec', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet people in Korea, in your language' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/allEvents');
    expect(screen.getByRole('link', { name: 'Host an event' })).toHaveAttribute('href', '/logIn');

    // What is below the fold loads right after the first render.
    const how = await screen.findByRole('region', { name: 'How Moim works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(within(how).getByRole('heading', { name: 'Find an event' })).toBeInTheDocument();

    const why = section('Why Moim');
    const image = within(why).getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '640');
    expect(image.getAttribute('srcset')).toMatch(/480w.*960w/);
    expect(image.getAttribute('alt')).not.toBe('');

    const values = section('What we value');
    const items = within(values).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Inclusivity',
      'Growth',
      'Innovation',
      'Connection',
      'Support',
      'Accessibility',
    ]);
    for (const item of items) {
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(item.querySelector('p')?.textContent).not.toBe('');
    }

    const newsletter = section('Stay in the loop');
    expect(within(newsletter).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    for (const [name, url] of [
      ['Instagram', 'https://www.instagram.com/moim.korea'],
      ['Facebook', 'https://www.facebook.com/moim.korea'],
      ['KakaoTalk', 'https://pf.kakao.com/_moimkorea'],
    ]) {
      const link = within(newsletter).getByRole('link', { name: new RegExp(name!) });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leads to the Living-in-Korea guides, the help, the contact form and the company page', async () => {
    setup();
    const guides = await screen.findByRole('region', { name: 'New to Korea?' });
    expect(within(guides).getByRole('link', { name: 'Read the Living-in-Korea guides' })).toHaveAttribute(
      'href',
      '/notice',
    );
    const questions = section('Questions?');
    expect(
      within(questions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Help and FAQ', '/fnq'],
      ['Contact us', '/contactUs'],
      ['About Moim', '/ourCompany'],
    ]);
  });

  it('shows testimonials in their languages, with a translation where the page language differs', async () => {
    setup();
    const voices = await screen.findByRole('region', { name: 'What our members say' });
    const quotes = voices.querySelectorAll('blockquote');
    expect([...quotes].map((q) => q.getAttribute('lang'))).toEqual(['en', 'ko', 'vi', 'ja', 'zh']);
    const figures = within(voices).getAllByRole('figure');
    // The English quote needs no translation on the English page; the others have one.
    expect(within(figures[0]!).queryByText(/^Translation/)).not.toBeInTheDocument();
    expect(within(figures[2]!).getByText(/I found a hiking group/)).toBeInTheDocument();
    expect(within(figures[1]!).getByText(/board game night/)).toBeInTheDocument();
    expect(within(figures[3]!).getByText(/Translation/)).toBeInTheDocument();
  });

  it('is in Korean, with Korean translations, when the page is', async () => {
    await i18n.changeLanguage('ko');
    try {
      setup();
      expect(await screen.findByRole('heading', { level: 1, name: /한국에서/ })).toBeInTheDocument();
      const voices = await screen.findByRole('region', { name: '회원들의 이야기' });
      const figures = within(voices).getAllByRole('figure');
      expect(within(figures[0]!).getByText(/부산에 왔어요/)).toBeInTheDocument();
      expect(within(figures[1]!).queryByText(/^번역/)).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: '인기 이벤트' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('has the same texts in English and Korean', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, item]) => keys(item, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    expect(keys(ko).sort()).toEqual(keys(en).sort());
    expect(keys(koMore).sort()).toEqual(keys(enMore).sort());
  });
});
