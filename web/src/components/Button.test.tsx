import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';

/** A form whose button turns unavailable while its submission runs, as the site's forms do. */
function Form({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" unavailable={busy}>
        {busy ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('pressed with the keyboard and turned unavailable, it keeps the focus and says it is unavailable', async () => {
    const submitted = jest.fn();
    render(<Form onSubmit={submitted} />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveFocus();
  });

  it('unavailable, it refuses a click and a form submitted with Enter in a field', async () => {
    const submitted = jest.fn();
    render(<Form onSubmit={submitted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Saving...' }));
    await userEvent.type(screen.getByLabelText('Name'), 'x{Enter}');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('unavailable, a press can say why, and nothing else happens', async () => {
    const [clicked, why] = [jest.fn(), jest.fn()];
    const { rerender } = render(
      <Button type="button" unavailable onClick={clicked} onUnavailablePress={why}>
        Add
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect([clicked.mock.calls.length, why.mock.calls.length]).toEqual([0, 1]);
    rerender(
      <Button type="button" onClick={clicked} onUnavailablePress={why}>
        Add
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect([clicked.mock.calls.length, why.mock.calls.length]).toEqual([1, 1]);
  });

  it('available, it passes its click on', () => {
    const clicked = jest.fn();
    render(
      <Button type="button" onClick={clicked}>
        Go
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('aria-disabled');
  });
});
