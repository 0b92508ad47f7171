import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderInApp as render } from '../../../../test/render';
import { DeleteAccount } from './DeleteAccount';

// A signed-in member who is not the admin; the api's DELETE is never reached in these tests.
jest.mock('../../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ isAdmin: false, signOut: jest.fn() }),
}));
jest.mock('./profileApi', () => ({ deleteAccount: jest.fn() }));
const { deleteAccount } = jest.requireMock<{ deleteAccount: jest.Mock }>('./profileApi');

describe('DeleteAccount', () => {
  it("asks first ('Yes' takes the focus); Cancel deletes nothing and puts the focus back on the button", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <DeleteAccount />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('group', { name: 'Delete your account for good?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(deleteAccount).not.toHaveBeenCalled();
  });
});
