import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import EventMap from './EventMap.tsx';

const renderMap = () =>
  renderWithProviders(
    <div style={{ width: 600, height: 400 }}>
      <EventMap
        latitude={37.5551}
        longitude={126.8953}
        label="Hangang picnic"
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        attribution="© OpenStreetMap contributors"
        onFail={() => {}}
      />
    </div>,
  );

describe("the event page's map", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Zoom in', 'Zoom out', 'Leaflet maps'],
    ['ko', '확대', '축소', 'Leaflet 지도'],
    ['zh-CN', '放大', '缩小', 'Leaflet 地图'],
    ['vi', 'Phóng to', 'Thu nhỏ', 'Bản đồ Leaflet'],
    ['ja', '拡大', '縮小', 'Leaflet 地図'],
  ])('writes its zoom buttons and credits in %s', async (language, zoomIn, zoomOut, credit) => {
    await i18n.changeLanguage(language);
    renderMap();
    expect(await screen.findByRole('button', { name: zoomIn })).toHaveAttribute('title', zoomIn);
    expect(screen.getByRole('button', { name: zoomOut })).toBeInTheDocument();
    const credits = document.querySelector<HTMLElement>('.leaflet-control-attribution')!;
    const leaflet = within(credits).getByRole('link', { name: new RegExp(`^${credit} `) });
    expect(leaflet).toHaveAttribute('href', 'https://leafletjs.com');
    // A click on the credits never leaves the page (the post-event form has one too).
    expect(leaflet).toHaveAttribute('target', '_blank');
    expect(credits).toHaveTextContent('© OpenStreetMap contributors');
    expect(credits).not.toHaveTextContent(/^Leaflet \|/);
  });

  it('follows a change of language', async () => {
    renderMap();
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    await i18n.changeLanguage('ko');
    expect(await screen.findByRole('button', { name: '확대' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    expect(document.querySelector('.leaflet-control-attribution')).toHaveTextContent('Leaflet 지도');
  });

  it('puts the marker at the event point at zoom 15', async () => {
    renderMap();
    await screen.findByRole('button', { name: 'Zoom in' });
    // The tile of zoom 15 that holds the point (37.5551, 126.8953).
    const tiles = [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((img) => img.src);
    expect(tiles).toContain('https://tiles.example/15/27934/12690.png');
    expect(screen.getByTitle('Hangang picnic')).toBeInTheDocument();
  });
});
