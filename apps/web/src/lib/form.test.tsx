import { messages, SignInInputSchema, text, type SignInInput } from '@moim/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field } from '../components/Field.tsx';
import { expectFieldError } from '../test/fields.ts';
import { ApiError } from './api.ts';
import { useContractForm, type ContractForm } from './form.ts';
import i18n from './i18n.ts';

type Values = { userId: string; password: string };

/** A small sign-in form on the one resolver; `expose` hands the form to the test. */
function SignInForm({
  busy = false,
  expose,
  schema = SignInInputSchema,
}: {
  busy?: boolean;
  expose?: (form: ContractForm<Values, SignInInput>) => void;
  schema?: z.ZodType<SignInInput>;
}) {
  const form = useContractForm<Values, SignInInput>({
    schema,
    defaultValues: { userId: '', password: '' },
    busy,
  });
  expose?.(form);
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => {})(event)} noValidate>
      {(['userId', 'password'] as const).map((name) => (
        <Field key={name} id={name} label={name} error={errors[name]?.message}>
          {({ describedBy, invalid }) => (
            <input
              id={name}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register(name)}
            />
          )}
        </Field>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('the contract resolver', () => {
  it("shows the contract's message codes as text in the user's language, following a change of language", async () => {
    const user = userEvent.setup();
    render(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expectFieldError(screen.getByLabelText('userId'), messages.en.requiredField));
    expectFieldError(screen.getByLabelText('password'), messages.en.requiredField);
    await waitFor(() => expect(screen.getByLabelText('userId')).toHaveFocus());

    await act(() => i18n.changeLanguage('ko'));
    await waitFor(() => expectFieldError(screen.getByLabelText('userId'), messages.ko.requiredField));
    expectFieldError(screen.getByLabelText('password'), messages.ko.requiredField);
  });
});

describe('a length limit', () => {
  /** The contract's generic too-long message names the limit, here 5. */
  const shortId = z.object({ userId: text(5), password: z.string() });
  const tooLong = (lang: 'en' | 'ko') => messages[lang].textTooLong.replace('{{max}}', '5');

  it('is named in the message, also after a change of language', async () => {
    const user = userEvent.setup();
    render(<SignInForm schema={shortId} />);
    await user.type(screen.getByLabelText('userId'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expectFieldError(screen.getByLabelText('userId'), tooLong('en')));

    await act(() => i18n.changeLanguage('ko'));
    await waitFor(() => expectFieldError(screen.getByLabelText('userId'), tooLong('ko')));
    expect(screen.getByLabelText('userId')).not.toHaveAccessibleDescription(expect.stringContaining('{{'));
  });

  it("keeps the server's text, which names it, after a change of language", async () => {
    let form: ContractForm<Values, SignInInput> | undefined;
    render(<SignInForm expose={(f) => (form = f)} />);
    const body = {
      code: 'textTooLong',
      message: tooLong('en'),
      issues: [{ path: 'userId', code: 'textTooLong', message: tooLong('en') }],
    };
    act(() => {
      form!.showServerError(new ApiError(400, 'textTooLong', tooLong('en'), body));
    });
    expectFieldError(screen.getByLabelText('userId'), tooLong('en'));
    await act(() => i18n.changeLanguage('ko'));
    expectFieldError(screen.getByLabelText('userId'), tooLong('en'));
  });
});

describe("a server's answer", () => {
  it('goes beside the field its message is about, or the fields its issues name', async () => {
    let form: ContractForm<Values, SignInInput> | undefined;
    render(<SignInForm expose={(f) => (form = f)} />);
    let placed = false;
    act(() => {
      placed = form!.showServerError(new ApiError(401, 'currentPasswordIncorrect', 'Server text'));
    });
    expect(placed).toBe(true);
    expectFieldError(screen.getByLabelText('password'), 'Server text');

    const body = {
      code: 'requiredField',
      message: 'Required.',
      issues: [{ path: 'userId', code: 'requiredField', message: 'Required here.' }],
    };
    act(() => {
      placed = form!.showServerError(new ApiError(400, 'requiredField', 'Required.', body));
    });
    expect(placed).toBe(true);
    expectFieldError(screen.getByLabelText('userId'), 'Required here.');
  });

  it('is left to the caller when it is about no field of the form', () => {
    let form: ContractForm<Values, SignInInput> | undefined;
    render(<SignInForm expose={(f) => (form = f)} />);
    expect(form!.showServerError(new ApiError(401, 'signInFailed', 'Wrong.'))).toBe(false);
    expect(form!.showServerError(new ApiError(400, 'eventNameRequired', 'No name field here.'))).toBe(false);
    expect(form!.showServerError(new Error('not from the API'))).toBe(false);
    expect(screen.queryByText('Wrong.')).not.toBeInTheDocument();
  });

  it('takes focus only once the form is no longer busy', () => {
    vi.useFakeTimers();
    let form: ContractForm<Values, SignInInput> | undefined;
    const expose = (f: ContractForm<Values, SignInInput>) => (form = f);
    const { rerender } = render(<SignInForm busy expose={expose} />);
    act(() => {
      form!.showServerError(new ApiError(409, 'userIdTaken', 'Taken.'));
    });
    act(() => {
      vi.runAllTimers();
    });
    expectFieldError(screen.getByLabelText('userId'), 'Taken.');
    expect(screen.getByLabelText('userId')).not.toHaveFocus();
    rerender(<SignInForm busy={false} expose={expose} />);
    act(() => {
      vi.runAllTimers();
    });
    expect(screen.getByLabelText('userId')).toHaveFocus();
  });
});
