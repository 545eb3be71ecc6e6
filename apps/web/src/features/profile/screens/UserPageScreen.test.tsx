import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import i18n from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { aUserProfile } from '../../../test/fixtures.ts';
import { mockApi, type MockReply } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { UserPageScreen } from './UserPageScreen.tsx';

vi.mock('../../../lib/upload.ts', () => ({ uploadFile: vi.fn() }));

const BOB = aUserProfile();

function setup(path = '/userPage/Bob27', reply: MockReply = [200, BOB]) {
  const api = mockApi({ 'GET /user/getUser/*': reply });
  const result = renderRoutes([{ path: '/userPage/:userId', element: <UserPageScreen /> }], path);
  return { ...api, ...result, user: userEvent.setup() };
}

describe('UserPageScreen', () => {
  beforeEach(() => {
    vi.mocked(uploadFile).mockReset();
  });

  it("shows someone's profile without the upload button", async () => {
    const { requests } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Lee' })).toBeInTheDocument();
    expect(screen.getByText('@Bob27')).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Profile details' });
    expect(details).toHaveTextContent('South Korea');
    expect(details).toHaveTextContent('Male');
    expect(details).toHaveTextContent('Age 27');
    expect(screen.getByRole('img', { name: "Bob Lee's profile picture" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile picture' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/user/getUser/Bob27']);
  });

  it('shows the nationality in Korean on the Korean page', async () => {
    await i18n.changeLanguage('ko');
    try {
      setup();
      expect(await screen.findByText('대한민국')).toBeInTheDocument();
      expect(screen.getByText('27세')).toBeInTheDocument();
      expect(screen.getByText('남성')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's name of a nationality the sign-up list does not have", async () => {
    setup('/userPage/Bob27', [200, { ...BOB, nationality: 'XK', nationalityName: 'Kosovo' }]);
    await screen.findByRole('heading', { level: 1, name: 'Bob Lee' });
    expect(screen.getByRole('list', { name: 'Profile details' })).toHaveTextContent('Kosovo');
  });

  it('says loading, then that a missing user does not exist', async () => {
    let answer: (reply: [number, unknown]) => void = () => {};
    setup('/userPage/ghost', () => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading profile...')).toHaveAttribute('role', 'status');
    answer([404, { code: 'userNotFound', message: 'This user does not exist.' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'This user does not exist.' })).toBeInTheDocument();
  });

  it('lets the owner upload a new picture, with progress', async () => {
    setSession({ userId: 'bob27' });
    let finish: (value: { imageUrl: string }) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_path, _file, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve as typeof finish));
    });
    const { user, queryClient } = setup();
    const button = await screen.findByRole('button', { name: 'Change profile picture' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const file = new File(['image'], 'me.png', { type: 'image/png' });
    const input = screen.getByLabelText<HTMLInputElement>('Choose a profile picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.click(button);
    await user.upload(input, file);

    expect(uploadFile).toHaveBeenCalledWith('/user/uploadProfileImage/Bob27', file, expect.any(Object));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading profile picture' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(button).toBeDisabled();

    finish({ imageUrl: '/uploads/new.webp' });
    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'bob27'] });
  });

  it("shows the server's message when the upload is refused", async () => {
    setSession({ userId: 'Bob27' });
    const message = 'This image is too large. The maximum size is 5 MB.';
    vi.mocked(uploadFile).mockRejectedValue(
      new ApiError(413, 'imageTooLarge', message, { code: 'imageTooLarge', message }),
    );
    const { user } = setup();
    await screen.findByRole('button', { name: 'Change profile picture' });
    await user.upload(
      screen.getByLabelText('Choose a profile picture'),
      new File(['x'], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('This image is too large. The maximum size is 5 MB.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeEnabled());
  });
});
