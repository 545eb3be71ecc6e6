import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeoPoint, Place } from '@moim/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aPublicConfig } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PinPicker } from './PinPicker.tsx';

const MAPO: Place = {
  id: 'gazetteer:seoul-mapo-gu',
  address: '서울특별시 마포구 (Mapo-gu, Seoul)',
  name: 'Mapo-gu, Seoul',
  latitude: 37.5663,
  longitude: 126.9019,
  pinRadiusKm: 40,
};

/** The picker as the form holds it: the pin in state, each change also told to `onChange`. */
function Picker({ place, onChange }: { place: Place; onChange: (pin: GeoPoint | null) => void }) {
  const [pin, setPin] = useState<GeoPoint | null>(null);
  return (
    <PinPicker
      place={place}
      value={pin}
      onChange={(next) => {
        setPin(next);
        onChange(next);
      }}
    />
  );
}

function setup(config = aPublicConfig(), place = MAPO) {
  mockApi({ 'GET /config': [200, config] });
  const onChange = vi.fn<(pin: GeoPoint | null) => void>();
  renderWithProviders(<Picker place={place} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const pinButton = () => screen.findByRole('button', { name: 'Meeting point pin' });
const lastPin = (onChange: ReturnType<typeof setup>['onChange']) => onChange.mock.lastCall?.[0];

describe('the pin map of the post-event form', () => {
  it('shows the place on a labelled map, with a named pin and the text saying it can be moved', async () => {
    setup();
    const group = await screen.findByRole('group', { name: 'Exact spot on the map (optional)' });
    const map = within(group).getByRole('group', { name: 'Map for the meeting point' });
    expect(map).toHaveAccessibleDescription(/put the pin where you will meet: drag it or click the map/);
    const pin = await pinButton();
    expect(map).toContainElement(pin);
    expect(pin).toHaveAttribute('tabindex', '0');
    expect(pin).toHaveAccessibleDescription(/move it with the arrow keys/);
    expect(screen.getByText('The pin is on the chosen address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Put the pin back on the address' })).toBeDisabled();
  });

  it('moves the focused pin with the arrow keys, further with Shift, and says where it is', async () => {
    const { onChange, user } = setup();
    (await pinButton()).focus();
    await user.keyboard('{ArrowUp}');
    const north = lastPin(onChange)!;
    expect(north.latitude).toBeGreaterThan(MAPO.latitude);
    expect(north.longitude).toBeCloseTo(MAPO.longitude, 6);
    // Ten pixels at zoom 15 are about 38 metres here.
    expect((north.latitude - MAPO.latitude) * 111_000).toBeCloseTo(38, -1);
    expect(
      screen.getByText(`The pin is at ${north.latitude.toFixed(5)}, ${north.longitude.toFixed(5)}.`),
    ).toHaveAttribute('aria-live', 'polite');

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const east = lastPin(onChange)!;
    expect(east.latitude).toBeCloseTo(north.latitude, 6);
    expect((east.longitude - MAPO.longitude) / (north.latitude - MAPO.latitude)).toBeCloseTo(
      5 / Math.cos((MAPO.latitude * Math.PI) / 180),
      1,
    );
    // The pin kept the focus.
    expect(await pinButton()).toHaveFocus();
  });

  it('puts the pin back on the place', async () => {
    const { onChange, user } = setup();
    (await pinButton()).focus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(lastPin(onChange)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Put the pin back on the address' }));
    expect(lastPin(onChange)).toBeNull();
    expect(screen.getByText('The pin is on the chosen address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Put the pin back on the address' })).toBeDisabled();
  });

  it("keeps the pin within the place's reach and says so", async () => {
    // A map service's place: the pin may go 3 km, some 80 big steps at zoom 15.
    const { onChange, user } = setup(aPublicConfig(), { ...MAPO, id: 'kakao:1', pinRadiusKm: undefined });
    (await pinButton()).focus();
    await user.keyboard('{Shift>}' + '{ArrowUp}'.repeat(20) + '{/Shift}');
    expect(lastPin(onChange)!.latitude - MAPO.latitude).toBeLessThan(0.027);
    expect(screen.getByText(/The pin can be at most 3 km from the address\./)).toBeInTheDocument();
  });

  it('is not shown without map tiles: the place is enough', async () => {
    const { onChange } = setup(aPublicConfig({ mapTileUrl: '' }));
    await waitFor(() => expect(screen.queryByText('Loading the map...')).not.toBeInTheDocument());
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the map cannot be shown when a tile fails, and puts the pin back on the place', async () => {
    const { onChange, user } = setup();
    (await pinButton()).focus();
    await user.keyboard('{ArrowUp}');
    const tile = await waitFor(() => {
      const found = document.querySelector('img.leaflet-tile');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.error(tile);
    expect(
      await screen.findByText('The map cannot be shown right now. The event will be shown at the chosen address.'),
    ).toBeInTheDocument();
    expect(lastPin(onChange)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Meeting point pin' })).not.toBeInTheDocument();
  });
});
