import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEventDetail } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EventShare } from './EventShare.tsx';

const PAGE = `${window.location.origin}/events/7`;

function setup(event = anEventDetail()) {
  const user = userEvent.setup();
  renderWithProviders(<EventShare event={event} />, '/events/7');
  return user;
}

/** Gives the browser the Web Share API for one test. */
function withWebShare(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true, writable: true });
  return navigator.share as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('EventShare: sharing', () => {
  it('copies the link with a confirmation where the browser cannot share', async () => {
    const user = setup();
    expect(navigator.share).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(PAGE);
    expect(await screen.findByText('Link copied. Paste it anywhere to share the event.')).toBeInTheDocument();
  });

  it('shows the link itself when the clipboard refuses', async () => {
    const user = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(`The link could not be copied. Copy it from here: ${PAGE}`)).toBeInTheDocument();
  });

  it("opens the system's share sheet where the browser has one, and copies nothing", async () => {
    const share = withWebShare(async () => undefined);
    const user = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Sunday hike on Bukhansan',
      text: 'Sunday hike on Bukhansan',
      url: PAGE,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the share sheet is closed, and copies when sharing is refused', async () => {
    const share = withWebShare(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Link copied/)).not.toBeInTheDocument();

    share.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied. Paste it anywhere to share the event.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(PAGE);
  });

  it('copies the link for KakaoTalk, saying where to paste it', async () => {
    const user = setup();
    const apps = await screen.findByRole('list', { name: 'Share in an app' });
    await user.click(within(apps).getByRole('button', { name: 'KakaoTalk' }));
    expect(await navigator.clipboard.readText()).toBe(PAGE);
    expect(
      await screen.findByText(
        "Link copied. Open KakaoTalk and paste it into a chat: the event's preview appears there.",
      ),
    ).toBeInTheDocument();
  });

  it('links to WhatsApp and X with the name and the page, in a new tab', async () => {
    setup();
    const apps = await screen.findByRole('list', { name: 'Share in an app' });
    const whatsApp = within(apps).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(new URL(whatsApp.getAttribute('href')!).origin).toBe('https://wa.me');
    expect(new URL(whatsApp.getAttribute('href')!).searchParams.get('text')).toBe(`Sunday hike on Bukhansan ${PAGE}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    const x = new URL(within(apps).getByRole('link', { name: 'X (opens in a new tab)' }).getAttribute('href')!);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet');
    expect(Object.fromEntries(x.searchParams)).toEqual({ text: 'Sunday hike on Bukhansan', url: PAGE });
  });
});

describe('EventShare: add to calendar', () => {
  it('links to Google Calendar with the event filled in, at its start in UTC', async () => {
    setup();
    const calendars = await screen.findByRole('list', { name: 'Add to calendar' });
    const link = within(calendars).getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Sunday hike on Bukhansan',
      // 14:30 on 14 March in Seoul.
      dates: '20990314T053000Z/20990314T073000Z',
      // The description's text only: the fixture's script and its text are gone.
      details: `Bring water.\nbad good\n\n${PAGE}`,
      location: '서울특별시 마포구 (Mapo-gu, Seoul), 2F, main entrance',
      ctz: 'Asia/Seoul',
    });
  });

  it('offers the .ics file for other calendar apps', async () => {
    setup();
    const calendars = await screen.findByRole('list', { name: 'Add to calendar' });
    const file = within(calendars).getByRole('link', { name: 'Apple Calendar, Outlook (.ics)' });
    expect(file).toHaveAttribute('href', '/api/events/7/calendar.ics');
    expect(file).toHaveAttribute('download', 'moim-event-7.ics');
  });

  it('cuts a long description so the link stays short', async () => {
    setup(anEventDetail({ description: `<p>${'a'.repeat(2000)}</p>` }));
    const link = await screen.findByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    const details = new URL(link.getAttribute('href')!).searchParams.get('details')!;
    expect(details).toBe(`${'a'.repeat(499)}…\n\n${PAGE}`);
  });
});
