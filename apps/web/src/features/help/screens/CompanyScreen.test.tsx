import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CompanyScreen } from './CompanyScreen.tsx';

const screens = [{ path: '/ourCompany', element: <CompanyScreen /> }];

afterEach(() => i18n.changeLanguage('en'));

describe('CompanyScreen', () => {
  it('tells the mission, what Moim does, how the team works and how to get in touch', async () => {
    mockApi({});
    renderRoutes(screens, '/ourCompany');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Moim' })).toBeVisible();
    const main = screen;
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our mission',
      'What Moim does',
      'How our team works',
      'Get in touch',
    ]);
    expect(main.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
    expect(main.getByRole('link', { name: 'Help and FAQ' })).toHaveAttribute('href', '/fnq');
  });

  it('reads in Korean', async () => {
    await i18n.changeLanguage('ko');
    mockApi({});
    renderRoutes(screens, '/ourCompany');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moim 소개' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '우리의 미션' })).toBeVisible();
    expect(screen.getByRole('link', { name: '도움말 및 자주 묻는 질문' })).toHaveAttribute('href', '/fnq');
  });
});
