import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CheckInPass } from './CheckInPass.tsx';

describe('CheckInPass', () => {
  it('shows the QR code of the check-in address and the code to read aloud', async () => {
    renderWithProviders(
      <CheckInPass event={{ id: 7, name: 'Sunday hike' }} checkIn={{ code: 'K7Q2M9XD', checkedInAt: null }} />,
    );
    expect(await screen.findByRole('heading', { name: 'Your check-in pass' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code to check in to Sunday hike' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+,\d+h1v1h-1z/);
    expect(screen.getByText('K7Q2 M9XD')).toBeInTheDocument();
  });

  it('says the guest is in once the host has checked them in', async () => {
    renderWithProviders(
      <CheckInPass
        event={{ id: 7, name: 'Sunday hike' }}
        checkIn={{ code: 'K7Q2M9XD', checkedInAt: '2099-03-14T05:10:00.000Z' }}
      />,
    );
    expect(await screen.findByText("You're checked in. Enjoy!")).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
