import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { renderInApp as render } from '../../../../test/render';
import { NameForm } from './NameForm';

// The Firebase SDK is replaced by a recording fake; the real one runs in e2e's profile spec.
const sdk = { updateProfile: jest.fn(async () => undefined) };
jest.mock('../../../lib/auth/loadAuth', () => ({ loadAuthSdk: async () => sdk, signedInUser: async () => sdkUser }));

const member = { uid: 'ada', displayName: 'Ada', email: 'ada@example.test', emailVerified: true };
/** The SDK's own user, which the name is saved on. */
const sdkUser = { ...member } as User;

beforeEach(() => jest.clearAllMocks());

describe('NameForm', () => {
  it('a name of only spaces: refused in plain words, nothing sent, the field as typed', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(<NameForm user={member} onSaved={onSaved} />);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    // The two live regions are always there: wait for the words, then check where they are.
    await screen.findByText('Your name cannot be blank. Nothing was saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('Your name cannot be blank. Nothing was saved.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(name).toHaveValue('   ');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The field says why, for a screen reader that comes back to it.
    expect(name).toHaveAccessibleDescription('Your name cannot be blank. Nothing was saved.');
    expect(sdk.updateProfile).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    // Typing a name again takes the refusal away (it spoke of the blank one).
    await user.type(name, 'Ada');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('');
  });

  it("an empty name gets the site's refusal, in the page's words, not the browser's", async () => {
    const user = userEvent.setup();
    render(<NameForm user={member} onSaved={jest.fn()} />);
    const name = screen.getByLabelText('Name');
    expect(name).toBeRequired();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your name cannot be blank. Nothing was saved.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sdk.updateProfile).not.toHaveBeenCalled();
  });

  it('a name is saved trimmed and said so', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    render(<NameForm user={member} onSaved={onSaved} />);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, ' Ada Lovelace ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    await screen.findByText('Your name is saved.');
    expect(screen.getByRole('status')).toHaveTextContent('Your name is saved.');
    expect(sdk.updateProfile).toHaveBeenCalledWith(sdkUser, { displayName: 'Ada Lovelace' });
    expect(onSaved).toHaveBeenCalled();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('a save with no answer for 15 s says the server has not answered yet, then how it went', async () => {
    jest.useFakeTimers();
    try {
      let answer = () => {};
      sdk.updateProfile.mockImplementationOnce(
        () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<NameForm user={member} onSaved={jest.fn()} />);
      await user.type(screen.getByLabelText('Name'), ' Byron');
      await user.click(screen.getByRole('button', { name: 'Save name' }));
      const waiting = /No answer from the server yet/;
      await act(async () => jest.advanceTimersByTime(14_000));
      expect(screen.queryByText(waiting)).toBeNull();
      await act(async () => jest.advanceTimersByTime(1_500));
      expect(screen.getByText(waiting)).toHaveAttribute('role', 'status');
      await act(async () => answer());
      expect(await screen.findByText('Your name is saved.')).toBeVisible();
      expect(screen.queryByText(waiting)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
