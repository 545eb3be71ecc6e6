import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import enHelp from '../../../locales/en/help.json';
import { FAQ_GROUPS, FaqScreen } from './FaqScreen.tsx';

const screens = [
  { path: '/fnq', element: <FaqScreen /> },
  { path: '/contactUs', element: <h1>Contact screen</h1> },
];

afterEach(() => i18n.changeLanguage('en'));

async function openFaq() {
  mockApi({});
  const result = renderRoutes(screens, '/fnq');
  expect(await screen.findByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
  return { ...result, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('region', { name });
const answerOf = (question: string) => {
  const button = screen.getByRole('button', { name: question });
  return document.getElementById(button.getAttribute('aria-controls')!)!;
};

describe('FaqScreen', () => {
  it('asks 13 questions in the groups Features, Usage and Troubleshooting, all closed', async () => {
    await openFaq();
    expect(Object.values(FAQ_GROUPS).flat()).toHaveLength(13);
    const counts = ['Features', 'Usage', 'Troubleshooting'].map(
      (name) => within(group(name)).getAllByRole('button', { expanded: false }).length,
    );
    expect(counts).toEqual([5, 5, 3]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13);
  });

  it('answers what the spec says: fees on site, no cancelling within 24 hours, anyone hosts, reports, replies in 24 hours', async () => {
    const { user } = await openFaq();
    await user.click(screen.getByRole('button', { name: 'Does Moim cost anything? How do I pay for an event?' }));
    expect(answerOf('Does Moim cost anything? How do I pay for an event?')).toHaveTextContent(
      /You pay it to the host on site/,
    );
    expect(answerOf('Can I cancel my participation?')).toHaveTextContent(
      /Within 24 hours of the start you can no longer cancel/,
    );
    expect(answerOf('Who can host an event?')).toHaveTextContent(/Anyone with a Moim account/);
    // No phone verification (decision 50): a confirmed e-mail, a quota, reports.
    expect(answerOf('Who can host an event?')).toHaveTextContent(/Every account has a confirmed e-mail address/);
    expect(answerOf('Who can host an event?')).toHaveTextContent(/We do not ask for a phone number/);
    expect(answerOf('Who can host an event?')).toHaveTextContent(/up to 20 events a day/);
    expect(answerOf('How do I report a person, a message or an event?')).toHaveTextContent(
      /Report button in the chat or on the event page/,
    );
    expect(answerOf('How can I reach Moim, and how fast do you reply?')).toHaveTextContent(/within 24 hours/);
  });

  it.each(['ko', 'zh-CN', 'vi', 'ja'])(
    'says in %s what Moim checks of a host: the e-mail code, the day’s 20 events, reports',
    async (language) => {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(['help', 'report']);
      const answer = (i18n.t('help:faq.questions.host.a', { returnObjects: true }) as string[]).join(' ');
      expect(answer).not.toBe(enHelp.faq.questions.host.a.join(' '));
      expect(answer).toMatch(/6/);
      expect(answer).toMatch(/20/);
      expect(answer).toContain(i18n.t('report:report'));
    },
  );

  it('is used with the keyboard alone', async () => {
    const { user } = await openFaq();
    const first = screen.getByRole('button', { name: 'What is Moim?' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is Moim?' })).toHaveTextContent(/meet people in Korea/);
    await user.keyboard('{ArrowDown}');
    const fees = screen.getByRole('button', { name: 'Does Moim cost anything? How do I pay for an event?' });
    expect(fees).toHaveFocus();
    await user.keyboard(' ');
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(fees).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to the contact page with the 1:1 inquiry button', async () => {
    const { user, router } = await openFaq();
    await user.click(screen.getByRole('link', { name: '1:1 inquiry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact screen' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/contactUs');
  });

  it('reads in Korean', async () => {
    await i18n.changeLanguage('ko');
    mockApi({});
    renderRoutes(screens, '/fnq');
    expect(await screen.findByRole('heading', { level: 1, name: '도움말 및 자주 묻는 질문' })).toBeVisible();
    expect(screen.getByRole('region', { name: '문제 해결' })).toBeInTheDocument();
    expect(answerOf('Moim은 유료인가요? 참가비는 어떻게 내나요?')).toHaveTextContent(/현장에서 호스트에게 직접/);
    expect(screen.getByRole('link', { name: '1:1 문의' })).toHaveAttribute('href', '/contactUs');
  });
});
