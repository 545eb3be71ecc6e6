import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EVENT_NAME_MAX_LENGTH,
  EVENT_QUESTION_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  LOCATION_DETAIL_MAX_LENGTH,
  PLACE_QUERY_MAX_LENGTH,
  VENUE_MAX_LENGTH,
} from '@moim/contract/limits';
import { endpoints } from '@moim/contract/endpoints';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { ClockProvider } from '../../../lib/clock.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadToEndpoint } from '../../../lib/upload.ts';
import { expectFieldError } from '../../../test/fields.ts';
import { expectProblemBeside } from '../../../test/problems.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { deferredReply, imageFile, mockApi, signIn, stubObjectUrls, type MockReplyFor } from '../test-utils.ts';
import { PostEventScreen } from './PostEventScreen.tsx';
import { anEventDetail, aPublicConfig } from '../../../test/fixtures.ts';

// TipTap needs a layout engine; the form only needs a control that reports HTML.
vi.mock('../../../components/RichTextEditor.tsx', () => ({
  RichTextEditor: (props: {
    id?: string;
    value: string;
    onChange: (html: string) => void;
    labelledBy: string;
    describedBy?: string;
    invalid?: boolean;
  }) => (
    <textarea
      id={props.id}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      onChange={(e) => props.onChange(e.target.value ? `<p>${e.target.value}</p>` : '')}
    />
  ),
}));

vi.mock('../../../lib/upload.ts', () => ({ uploadToEndpoint: vi.fn() }));

const MAPO = {
  id: 'gazetteer:mapo',
  address: '서울특별시 마포구 (Mapo-gu, Seoul)',
  name: 'Mapo-gu, Seoul',
  latitude: 37.5663,
  longitude: 126.9019,
  pinRadiusKm: 40,
};

/** A place a map service found by its name. */
const CAFE = {
  id: 'kakao:1',
  address: '서울 마포구 월드컵로 19',
  name: 'Café Sol',
  latitude: 37.5557,
  longitude: 126.9105,
};

type User = ReturnType<typeof userEvent.setup>;

/** The screen's clock: 14:10 on 10 May 2030 in Seoul. */
const NOW = new Date('2030-05-10T05:10:00Z');

function setup(
  submit: MockReplyFor<'POST /events/submit'> = [201, { event: anEventDetail({ id: 77 }) }],
  { path = '/postEvent', source }: { path?: string; source?: ReturnType<typeof anEventDetail> } = {},
) {
  const api = mockApi({
    'GET /config': [200, aPublicConfig()],
    'GET /places/search': (request) => {
      const q = request.query.get('q')?.toLowerCase() ?? '';
      return [200, q.startsWith('ma') ? [MAPO] : q.startsWith('caf') ? [CAFE] : []];
    },
    'POST /events/submit': submit,
    ...(source
      ? { [`GET /events/getEvents/${source.id}`]: [200, source] as MockReplyFor<'GET /events/getEvents/7'> }
      : {}),
  });
  const result = renderRoutes(
    [
      {
        path: '/postEvent',
        element: (
          <ClockProvider value={() => NOW}>
            <PostEventScreen />
          </ClockProvider>
        ),
      },
      { path: '/events/:id', element: <h1>Event page</h1> },
      { path: '/logIn', element: <h1>Sign in page</h1> },
    ],
    path,
  );
  return { ...api, ...result, user: userEvent.setup() };
}

const notices = () => screen.getByTestId('notices-assertive');
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const nameBox = () => screen.getByRole('textbox', { name: 'Event name' });
const placeBox = () => screen.getByRole('combobox', { name: 'Road address' });
const venueBox = () => screen.getByRole('textbox', { name: 'Venue name' });
const minBox = () => screen.getByRole('spinbutton', { name: 'Minimum participants' });
const maxBox = () => screen.getByRole('spinbutton', { name: 'Maximum participants' });
const priceBox = () => screen.getByRole('spinbutton', { name: 'Price (₩)' });
const dateBox = () => screen.getByLabelText(/^Date/);
const timeBox = () => screen.getByRole('combobox', { name: 'Time' });
const categoryBox = () => screen.getByRole('combobox', { name: 'Category' });
const fileInput = () => screen.getByTestId('image-input');
const dropzone = () => screen.getByRole('button', { name: /^Event images/ });

async function tickBoxes(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'I have included every extra fee in the price.' }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the usage rules.' }));
}

async function choosePlace(user: User) {
  await user.type(placeBox(), 'Mapo');
  await user.click(await screen.findByRole('option', { name: /Mapo-gu, Seoul/ }));
}

async function replace(user: User, element: HTMLElement, value: string) {
  await user.clear(element);
  if (value) await user.type(element, value);
}

async function fillValid(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Social');
  await user.click(screen.getByRole('radio', { name: /Register/ }));
  await user.type(nameBox(), '  Sunday hike  ');
  await choosePlace(user);
  await user.type(screen.getByRole('textbox', { name: 'Detail address' }), '2F');
  fireEvent.change(dateBox(), { target: { value: '2099-05-10' } });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '14:30');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Bring water');
  await user.upload(fileInput(), [imageFile('first.png'), imageFile('second.jpg', 2048, 'image/jpeg')]);
  await user.type(minBox(), '2');
  await user.type(maxBox(), '10');
  await user.type(screen.getByRole('textbox', { name: 'Question for guests' }), 'Have you hiked before?');
  await replace(user, priceBox(), '5000');
  await user.click(screen.getByRole('checkbox', { name: 'Korean' }));
}

beforeEach(() => {
  signIn('alice');
  stubObjectUrls();
  vi.mocked(uploadToEndpoint).mockReset();
  vi.mocked(uploadToEndpoint).mockImplementation(async (_endpoint, file, options) => {
    options?.onProgress?.(0.5);
    return { imageUrl: `/uploads/${(file as File).name}.webp` };
  });
});

describe('PostEventScreen', { timeout: 15_000 }, () => {
  it('shows one heading, every field, the notice, and the current language ticked', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an event' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(screen.getByRole('combobox', { name: 'Category' })).getByRole('option', { name: 'Others' }),
    ).toHaveValue('Others');
    expect(screen.getByRole('radio', { name: /First come/ })).toBeChecked();
    expect(within(screen.getByRole('combobox', { name: 'Time' })).getAllByRole('option')).toHaveLength(49);
    expect(dateBox()).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(priceBox()).toHaveAttribute('step', '100');
    expect(priceBox()).toHaveAttribute('min', '0');
    expect(screen.getByText(/Shown as: Free/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Korean' })).not.toBeChecked();
    expect(
      screen.getByText('A published event cannot be edited. Please check everything before you submit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
  });

  it("takes no more text in each box than the contract's maximum", async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: 'Event name' })).toHaveAttribute(
      'maxlength',
      String(EVENT_NAME_MAX_LENGTH),
    );
    expect(placeBox()).toHaveAttribute('maxlength', String(PLACE_QUERY_MAX_LENGTH));
    expect(screen.getByRole('textbox', { name: 'Detail address' })).toHaveAttribute(
      'maxlength',
      String(LOCATION_DETAIL_MAX_LENGTH),
    );
    expect(venueBox()).toHaveAttribute('maxlength', String(VENUE_MAX_LENGTH));
    expect(screen.getByRole('textbox', { name: 'Question for guests' })).toHaveAttribute(
      'maxlength',
      String(EVENT_QUESTION_MAX_LENGTH),
    );
  });

  it('keeps Submit disabled until both boxes are ticked', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have included every extra fee in the price.' }));
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the usage rules.' }));
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have included every extra fee in the price.' }));
    expect(submitButton()).toBeDisabled();
  });

  it('shows the usage rules in a dialog of six sections, whose agree button ticks the box', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Read the usage rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usage rules' });
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      '1. Respect and safety',
      '2. No discrimination or harassment',
      '3. Honest event information',
      '4. Fees and payment',
      '5. Cancellation',
      '6. Reporting problems',
    ]);
    expect(within(dialog).getByText(/within 24 hours of the event/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'I agree to the usage rules.' })).toBeChecked();
    // Focus is back on the button that opened it, also after Escape.
    const opener = screen.getByRole('button', { name: 'Read the usage rules' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Usage rules' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('shows every problem at once, each beside its field, and focuses the first', async () => {
    const { user, calls } = setup();
    await screen.findByRole('heading', { level: 1 });
    await tickBoxes(user);
    await user.click(submitButton());

    await waitFor(() => expect(categoryBox()).toHaveFocus());
    expectFieldError(categoryBox(), 'Please choose a category.');
    expectFieldError(nameBox(), 'Please enter an event name.');
    expectFieldError(placeBox(), 'Please select an address from the Google suggestion list.');
    expectFieldError(dateBox(), 'Please choose a date.');
    expectFieldError(timeBox(), 'Please choose a time on the hour or half hour.');
    expectFieldError(dropzone(), 'Please upload at least one image for the event.');
    expectFieldError(minBox(), "Minimum participants can't be 0");
    expectFieldError(maxBox(), 'The maximum number of participants must be greater than the minimum number.');
    expect(priceBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Detail address' })).not.toHaveAttribute('aria-invalid');
    // Said beside the fields, not again as notices.
    expect(within(notices()).queryByText('Please enter an event name.')).not.toBeInTheDocument();
    expect(calls('POST', '/events/submit')).toHaveLength(0);
  });

  it("checks each of the spec's rules with its message, and sends once they all pass", async () => {
    const { user, calls } = setup();
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(categoryBox(), 'Food');
    await tickBoxes(user);
    await user.type(nameBox(), '   ');
    await choosePlace(user);
    expect(screen.getByText('Chosen address: 서울특별시 마포구 (Mapo-gu, Seoul)')).toBeInTheDocument();
    await user.type(minBox(), '5');
    await user.type(maxBox(), '5');
    fireEvent.change(dateBox(), { target: { value: '2030-05-09' } });
    await replace(user, priceBox(), '150');
    await user.click(submitButton());

    await waitFor(() => expect(nameBox()).toHaveFocus());
    expectFieldError(nameBox(), 'Please enter an event name.');
    expect(placeBox()).not.toHaveAttribute('aria-invalid');
    expectFieldError(maxBox(), 'The maximum number of participants must be greater than the minimum number.');
    expect(minBox()).not.toHaveAttribute('aria-invalid');
    expectFieldError(dateBox(), 'The event date and time must be in the future.');
    expectFieldError(dropzone(), 'Please upload at least one image for the event.');
    expectFieldError(priceBox(), 'Please enter the price in 100 KRW units.');

    // Each field is checked again as it changes; the minimum and maximum together.
    await user.type(nameBox(), 'Dumpling night');
    expect(nameBox()).not.toHaveAttribute('aria-invalid');
    await replace(user, minBox(), '0');
    expectFieldError(minBox(), "Minimum participants can't be 0");
    expect(maxBox()).not.toHaveAttribute('aria-invalid');
    await replace(user, minBox(), '2');
    expect(minBox()).not.toHaveAttribute('aria-invalid');
    fireEvent.change(dateBox(), { target: { value: '2030-05-11' } });
    await user.selectOptions(timeBox(), '10:00');
    expect(dateBox()).not.toHaveAttribute('aria-invalid');
    await user.upload(fileInput(), imageFile('photo.png'));
    await screen.findByRole('img', { name: 'photo.png' });
    await waitFor(() => expect(dropzone()).not.toHaveAttribute('aria-invalid'));
    await replace(user, priceBox(), '1500');
    expect(priceBox()).not.toHaveAttribute('aria-invalid');

    expect(calls('POST', '/events/submit')).toHaveLength(0);
    await user.click(submitButton());
    await waitFor(() => expect(calls('POST', '/events/submit')).toHaveLength(1));
  });

  it('offers only the time slots still ahead today in Korea, and clears a chosen time that has gone by', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    expect(dateBox()).toHaveAttribute('min', '2030-05-10');
    fireEvent.change(dateBox(), { target: { value: '2030-05-11' } });
    expect(within(timeBox()).getAllByRole('option')).toHaveLength(49);
    await user.selectOptions(timeBox(), '10:00');
    expect(timeBox()).toHaveValue('10:00');

    // Today it is 14:10 in Seoul: 14:30 is the first slot left.
    fireEvent.change(dateBox(), { target: { value: '2030-05-10' } });
    const slots = within(timeBox())
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(slots[0]).toBe('14:30');
    expect(slots).toHaveLength(19);
    expect(slots).not.toContain('14:00');
    await waitFor(() => expect(timeBox()).toHaveValue(''));
    await user.selectOptions(timeBox(), '20:00');
    expect(timeBox()).toHaveValue('20:00');
  });

  it('clears the chosen address when the text is typed over', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await choosePlace(user);
    expect(placeBox()).toHaveValue('Mapo-gu, Seoul');
    expect(placeBox()).toHaveAccessibleDescription(expect.stringContaining('Chosen address'));
    await user.type(placeBox(), 'x');
    expect(screen.queryByText(/Chosen address/)).not.toBeInTheDocument();
  });

  it('chooses an address with the keyboard', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await user.type(placeBox(), 'ma');
    await screen.findByRole('option', { name: /Mapo-gu, Seoul/ });
    expect(placeBox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const option = within(screen.getByRole('listbox', { name: 'Address suggestions' })).getByRole('option');
    expect(placeBox()).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(placeBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Chosen address: 서울특별시 마포구 (Mapo-gu, Seoul)')).toBeInTheDocument();
  });

  it('keeps the first 5 of 6 files chosen at once and says only 5 are allowed', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await user.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, i) => imageFile(`p${i}.png`)),
    );
    await within(notices()).findByText('You can upload up to 5 files.');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'p4.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'p5.png' })).not.toBeInTheDocument();
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(uploadToEndpoint).toHaveBeenCalledTimes(5);
  });

  it('adds only as many as fit beside those already chosen', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await user.upload(fileInput(), [imageFile('a.png'), imageFile('b.png'), imageFile('c.png')]);
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    expect(within(notices()).queryByText('You can upload up to 5 files.')).not.toBeInTheDocument();
    await user.upload(fileInput(), [imageFile('d.png'), imageFile('e.png'), imageFile('f.png')]);
    await within(notices()).findByText('You can upload up to 5 files.');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'e.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'f.png' })).not.toBeInTheDocument();
    expect(uploadToEndpoint).toHaveBeenCalledTimes(5);
  });

  it('refuses a file that is not an image, dropped on the zone', async () => {
    setup();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.drop(dropzone(), {
      dataTransfer: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), imageFile('ok.png')] },
    });
    await within(notices()).findByText('Only image files are allowed.');
    expect(await screen.findByRole('img', { name: 'ok.png' })).toBeInTheDocument();
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
    expect(uploadToEndpoint).toHaveBeenCalledTimes(1);
  });

  it('says beside the image that its upload failed, and not again as a notice', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(uploadToEndpoint).mockRejectedValueOnce(
      new ApiError(413, 'payloadTooLarge', 'The request is too large.'),
    );
    await user.upload(fileInput(), imageFile('photo.png'));
    const beside = await screen.findByText(/The request is too large\./);
    expect(beside).toHaveAttribute('role', 'alert');
    expect(notices()).not.toContainElement(beside);
    expect(within(notices()).queryByText(/The request is too large\./)).not.toBeInTheDocument();
  });

  it('refuses an image over 5 MB, by name', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await user.upload(fileInput(), imageFile('huge.png', 5 * 1024 * 1024 + 1));
    await within(notices()).findByText('File huge.png is too large. Max size is 5MB.');
    expect(uploadToEndpoint).not.toHaveBeenCalled();
  });

  it('uploads each image at once with its progress, marks the first Main and removes on request', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    let finish: (value: { imageUrl: string }) => void = () => {};
    vi.mocked(uploadToEndpoint).mockImplementationOnce((_endpoint, _file, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve as typeof finish));
    });
    await user.upload(fileInput(), [imageFile('a.png'), imageFile('b.png')]);
    expect(await screen.findByRole('progressbar', { name: 'Uploading a.png' })).toHaveAttribute('aria-valuenow', '40');
    expect(uploadToEndpoint).toHaveBeenCalledWith(endpoints.uploadEventImage, expect.any(File), expect.anything());
    const previews = screen.getAllByRole('listitem');
    expect(within(previews[0]!).getByText('Main')).toBeInTheDocument();
    expect(within(previews[1]!).queryByText('Main')).not.toBeInTheDocument();
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    finish({ imageUrl: '/uploads/a.webp' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Main')).toBeInTheDocument();
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
  });

  it('opens the file picker from the keyboard', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    const click = vi.spyOn(fileInput(), 'click');
    dropzone().focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('posts the exact payload, main image first, and opens the new event', async () => {
    const { user, calls, router, queryClient } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77'));
    expect(calls('POST', '/events/submit')[0]?.body).toEqual({
      category: 'Social',
      type: 'Register',
      name: 'Sunday hike',
      date: '2099-05-10',
      time: '14:30',
      description: '<p>Bring water</p>',
      minParticipants: 2,
      maxParticipants: 10,
      question: 'Have you hiked before?',
      price: 5000,
      mainImage: '/uploads/first.png.webp',
      images: ['/uploads/first.png.webp', '/uploads/second.jpg.webp'],
      location: '서울특별시 마포구 (Mapo-gu, Seoul)',
      locationDetail: '2F',
      latitude: 37.5663,
      longitude: 126.9019,
      languages: ['en', 'ko'],
      userId: 'alice',
    });
    expect(queryClient.getQueryData(queryKeys.event(77))).toMatchObject({ id: 77 });
  });

  it('sends the host’s own second version of the name and description, whose name it asks for', async () => {
    const { user, calls, router } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    expect(screen.queryByRole('textbox', { name: /^Event name in/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second language' }), 'Korean');
    await tickBoxes(user);
    await user.click(submitButton());
    const secondName = screen.getByRole('textbox', { name: 'Event name in Korean' });
    expect(secondName).toHaveAttribute('lang', 'ko');
    expect(secondName).toHaveAccessibleDescription(/Please enter the event name in the second language\./);
    expect(calls('POST', '/events/submit')).toHaveLength(0);

    await user.type(secondName, ' 일요일 북한산 산행 ');
    await user.type(screen.getByRole('textbox', { name: 'Description in Korean' }), '물을 챙기세요');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77'));
    expect(calls('POST', '/events/submit')[0]?.body).toMatchObject({
      name: 'Sunday hike',
      description: '<p>Bring water</p>',
      secondLanguage: 'ko',
      secondName: '일요일 북한산 산행',
      secondDescription: '<p>물을 챙기세요</p>',
    });
  });

  it('offers the end times of the day after the start, the next day marked, and sends the one chosen', async () => {
    const { user, calls, router } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    const endBox = screen.getByRole('combobox', { name: 'End time' });
    const options = within(endBox).getAllByRole('option');
    // The default, then every half hour from 15:00 to 14:30 the next day.
    expect(options).toHaveLength(49);
    expect(options[0]).toHaveTextContent('Default: 2 hours later');
    expect(options[1]).toHaveTextContent('15:00');
    expect(options[48]).toHaveTextContent('14:30 (next day)');
    await user.selectOptions(endBox, '01:30 (next day)');
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77'));
    expect(calls('POST', '/events/submit')[0]?.body).toMatchObject({
      date: '2099-05-10',
      time: '14:30',
      endDate: '2099-05-11',
      endTime: '01:30',
    });
  });

  it('repeats the event weekly: the dates it makes are listed, and the rule is sent', async () => {
    const { user, calls, router } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeat' }), 'weekly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of dates' }), '3');
    expect(screen.getByText(/^3 dates: Sun, May 10, 2099, Sun, May 17, 2099, Sun, May 24, 2099\./)).toBeInTheDocument();
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77'));
    expect(calls('POST', '/events/submit')[0]?.body).toMatchObject({ repeat: { every: 'weekly', count: 3 } });
  });

  it('clears an end time that no longer follows a start chosen anew', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    const endBox = screen.getByRole('combobox', { name: 'End time' });
    await user.selectOptions(endBox, '15:00');
    await user.selectOptions(timeBox(), '16:00');
    await waitFor(() => expect(endBox).toHaveValue(''));
  });

  it('sends the point where the host moved the pin', async () => {
    const { user, calls, router } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    (await screen.findByRole('button', { name: 'Meeting point pin' })).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    const moved = screen.getByText(/^The pin is at /).textContent;
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77'));
    const sent = calls('POST', '/events/submit')[0]?.body as { latitude: number; longitude: number; location: string };
    expect(sent.location).toBe('서울특별시 마포구 (Mapo-gu, Seoul)');
    expect(sent.latitude).toBeGreaterThan(MAPO.latitude);
    expect(sent.longitude).toBe(MAPO.longitude);
    expect(moved).toBe(`The pin is at ${sent.latitude.toFixed(5)}, ${sent.longitude.toFixed(5)}.`);
  });

  it('names the venue after a place found by its name, unless the host wrote their own, and sends it', async () => {
    const { user, calls, router } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    // A district names no venue.
    expect(venueBox()).toHaveValue('');
    await user.clear(placeBox());
    await user.type(placeBox(), 'cafe');
    await user.click(await screen.findByRole('option', { name: /Café Sol/ }));
    expect(venueBox()).toHaveValue('Café Sol');
    // Another place takes its name away again…
    await user.clear(placeBox());
    await choosePlace(user);
    expect(venueBox()).toHaveValue('');
    // …but never the host's own words.
    await user.type(venueBox(), 'Our corner');
    await user.clear(placeBox());
    await user.type(placeBox(), 'cafe');
    await user.click(await screen.findByRole('option', { name: /Café Sol/ }));
    expect(venueBox()).toHaveValue('Our corner');
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77'));
    expect(calls('POST', '/events/submit')[0]?.body).toMatchObject({
      venue: 'Our corner',
      location: '서울 마포구 월드컵로 19',
      latitude: CAFE.latitude,
      longitude: CAFE.longitude,
    });
  });

  it('puts the pin back on a place chosen anew', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await choosePlace(user);
    (await screen.findByRole('button', { name: 'Meeting point pin' })).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText(/^The pin is at /)).toBeInTheDocument();
    await user.clear(placeBox());
    expect(screen.queryByRole('button', { name: 'Meeting point pin' })).not.toBeInTheDocument();
    await choosePlace(user);
    expect(await screen.findByText('The pin is on the chosen address.')).toBeInTheDocument();
  });

  it("shows the server's word on a pin too far from the address beside the address", async () => {
    const message = 'The pin is too far from the chosen address. Move it closer, or put it back on the address.';
    const { user } = setup([400, { code: 'pinTooFar', message }]);
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await tickBoxes(user);
    await user.click(submitButton());
    await expectProblemBeside(placeBox, message);
  });

  it("sends each image's description (alt text) with it, limited to the contract's length", async () => {
    const { user, calls, router } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    const second = screen.getByRole('textbox', { name: 'Image description (optional) second.jpg' });
    expect(second).toHaveAttribute('maxLength', String(IMAGE_ALT_MAX_LENGTH));
    expect(second).toHaveAccessibleDescription(
      'Say what each image shows: it is read aloud to people who cannot see it.',
    );
    await user.type(second, 'Hikers resting on the summit rock');
    // Blank is no description.
    await user.type(screen.getByRole('textbox', { name: 'Image description (optional) first.png' }), '   ');
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/77'));
    expect(calls('POST', '/events/submit')[0]?.body).toMatchObject({
      mainImage: '/uploads/first.png.webp',
      images: [
        '/uploads/first.png.webp',
        { url: '/uploads/second.jpg.webp', alt: 'Hikers resting on the summit rock' },
      ],
    });
  });

  it('shows the overlay while the event is being sent', async () => {
    const pending = deferredReply<'POST /events/submit'>();
    const { user, router } = setup(pending.reply);
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await tickBoxes(user);
    await user.click(submitButton());
    const overlay = await screen.findByText('Uploading event... Please wait.');
    expect(overlay.closest('[role="status"]')).toBeInTheDocument();
    pending.answer([201, { event: anEventDetail({ id: 78 }) }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/78'));
  });

  it('asks to sign in again on 401', async () => {
    const { user, router } = setup([401, { code: 'unauthorized', message: 'Login is required.' }]);
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    expect(router.state.location.search).toBe('?returnTo=%2FpostEvent');
    expect(within(notices()).getByText('Login is required.')).toBeInTheDocument();
  });

  it('says the image data is too big on 413 and keeps everything typed', async () => {
    const { user, router } = setup([413, { code: 'payloadTooLarge', message: 'The request is too large.' }]);
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await tickBoxes(user);
    await user.click(submitButton());
    await within(notices()).findByText('The image data is too big to upload');
    expect(router.state.location.pathname).toBe('/postEvent');
    expect(nameBox()).toHaveValue('  Sunday hike  ');
    expect(placeBox()).toHaveValue('Mapo-gu, Seoul');
    expect(priceBox()).toHaveValue(5000);
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's answer about a field beside that field and focuses it, never while the form is inert", async () => {
    const pending = deferredReply<'POST /events/submit'>();
    const { user } = setup(pending.reply);
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await tickBoxes(user);
    await user.click(submitButton());
    await screen.findByText('Uploading event... Please wait.');
    // The form is inert while it is sent: focus must wait until it is not (a browser ignores it).
    const focusedWhileInert: Element[] = [];
    const focus = HTMLElement.prototype.focus;
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
      if (this.closest('[inert]')) focusedWhileInert.push(this);
      focus.call(this, options);
    });
    pending.answer([400, { code: 'eventImagesNotUploaded', message: 'Please upload the event images again.' }]);
    await expectProblemBeside(dropzone, 'Please upload the event images again.');
    await waitFor(() => expect(dropzone()).toHaveFocus());
    expect(focusedWhileInert).toEqual([]);
    expect(nameBox()).toHaveValue('  Sunday hike  ');
  });

  it("says the server's other answers as a notice", async () => {
    const { user } = setup([429, { code: 'tooManyRequests', message: 'Too many requests.' }]);
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await tickBoxes(user);
    await user.click(submitButton());
    await within(notices()).findByText('Too many requests.');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('asks to wait while an image is still uploading', async () => {
    const { user, calls } = setup();
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    vi.mocked(uploadToEndpoint).mockImplementationOnce(() => new Promise(() => {}));
    await user.upload(fileInput(), imageFile('slow.png'));
    await tickBoxes(user);
    await user.click(submitButton());
    await waitFor(() => expectFieldError(dropzone(), 'Please wait until the images finish uploading.'));
    await waitFor(() => expect(dropzone()).toHaveFocus());
    expect(calls('POST', '/events/submit')).toHaveLength(0);
  });

  describe('a similar event', () => {
    const source = anEventDetail({
      id: 7,
      type: 'Register',
      category: 'Social',
      question: 'Any allergies?',
      venue: 'Café Sol',
      secondLanguage: 'ko',
      secondName: '북한산 일요 산행',
      secondDescription: '<p>물을 챙기세요</p>',
      createdBy: { userId: 'alice', username: 'Alice', profileImage: null },
    });

    it("fills the form from the host's event, leaves the date to choose, and publishes with the same images", async () => {
      const { user, calls } = setup(undefined, { path: '/postEvent?from=7', source });
      expect(
        await screen.findByText('A copy of “Sunday hike on Bukhansan”: choose its date, check the rest, and publish.'),
      ).toBeInTheDocument();
      // The note shows with the source; the form is filled by the effect that follows it.
      await waitFor(() => expect(nameBox()).toHaveValue('Sunday hike on Bukhansan'));
      expect(categoryBox()).toHaveValue('Social');
      expect(screen.getByRole('radio', { name: /Register/ })).toBeChecked();
      expect(screen.getByText('Chosen address: 서울특별시 마포구 (Mapo-gu, Seoul)')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Detail address' })).toHaveValue('2F, main entrance');
      expect(venueBox()).toHaveValue('Café Sol');
      expect(timeBox()).toHaveValue('14:30');
      expect(dateBox()).toHaveValue('');
      expect(minBox()).toHaveValue(2);
      expect(maxBox()).toHaveValue(10);
      expect(priceBox()).toHaveValue(5000);
      expect(screen.getByRole('textbox', { name: 'Question for guests' })).toHaveValue('Any allergies?');
      expect(screen.getByRole('textbox', { name: 'Event name in Korean' })).toHaveValue('북한산 일요 산행');
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(source.images.map((i) => i.url));
      // The agreements are given again.
      expect(submitButton()).toBeDisabled();

      fireEvent.change(dateBox(), { target: { value: '2099-05-10' } });
      await tickBoxes(user);
      await user.click(submitButton());
      await waitFor(() => expect(calls('POST', '/events/submit')).toHaveLength(1));
      expect(calls('POST', '/events/submit')[0]!.body).toMatchObject({
        name: 'Sunday hike on Bukhansan',
        date: '2099-05-10',
        time: '14:30',
        mainImage: '/uploads/main.webp',
        images: source.images.map((i) => i.url),
        location: '서울특별시 마포구 (Mapo-gu, Seoul)',
        venue: 'Café Sol',
        latitude: 37.5663,
        longitude: 126.9019,
        question: 'Any allergies?',
        languages: ['en', 'ko'],
        secondLanguage: 'ko',
        secondName: '북한산 일요 산행',
        secondDescription: '<p>물을 챙기세요</p>',
      });
    });

    it("leaves the form empty for someone else's event", async () => {
      setup(undefined, {
        path: '/postEvent?from=7',
        source: { ...source, createdBy: { userId: 'hana', username: 'Hana', profileImage: null } },
      });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(screen.queryByText(/A copy of/)).not.toBeInTheDocument());
      expect(nameBox()).toHaveValue('');
    });
  });
});
