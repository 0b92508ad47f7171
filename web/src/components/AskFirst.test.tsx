import { act, screen } from '@testing-library/react';
import { renderInApp as render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { AskFirst, useAskFirst } from './AskFirst';
import { STILL_WAITING_MS } from './StillWaiting';

/** A button that asks first, as Unlink and 'Delete my account' do. */
function Asking({ busy = false, onYes = () => {} }: { busy?: boolean; onYes?: () => void }) {
  const { asking, opener, ask, cancel } = useAskFirst();
  return asking ? (
    <AskFirst question="Unlink?" yes="Yes, unlink" cancel="Cancel" onYes={onYes} onCancel={cancel} busy={busy} />
  ) : (
    <button ref={opener} type="button" onClick={ask}>
      Unlink
    </button>
  );
}

describe('AskFirst', () => {
  it('Escape is Cancel: the question goes and the keyboard is back on the button that asked', async () => {
    const user = userEvent.setup();
    const onYes = jest.fn();
    render(<Asking onYes={onYes} />);
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // A menu listening on the document (the header's) does not hear it too.
    const heardByDocument = jest.fn();
    document.addEventListener('keydown', heardByDocument);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', heardByDocument);
    expect(heardByDocument).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Unlink?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unlink' })).toHaveFocus();
    expect(onYes).not.toHaveBeenCalled();
  });

  it('the key that asked, pressed again (a held Enter repeats), answers No: the focus is on Cancel', async () => {
    const user = userEvent.setup();
    const onYes = jest.fn();
    render(<Asking onYes={onYes} />);
    screen.getByRole('button', { name: 'Unlink' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Unlink?' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Unlink?' })).toBeNull();
    expect(onYes).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Unlink' })).toHaveFocus();
    // Yes is one step back.
    await user.keyboard('{Enter}');
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(onYes).toHaveBeenCalledTimes(1);
  });

  it('Escape does nothing while the answer is awaited', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(<AskFirst question="Unlink?" yes="Yes" cancel="Cancel" onYes={() => {}} onCancel={onCancel} busy />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
  it('an answer awaited for a while says the server has not answered yet, under the buttons', () => {
    jest.useFakeTimers();
    try {
      render(<AskFirst question="Unlink?" yes="Yes" cancel="Cancel" onYes={() => {}} onCancel={() => {}} busy />);
      const waiting = screen.getByRole('status');
      expect(waiting).toHaveTextContent('');
      act(() => jest.advanceTimersByTime(STILL_WAITING_MS));
      expect(waiting).toHaveTextContent('No answer from the server yet.');
    } finally {
      jest.useRealTimers();
    }
  });
});
