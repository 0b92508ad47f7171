import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp as render } from '../../../../test/render';
import { UnlinkButton } from './UnlinkButton';

// The api's DELETE /api/upland/link, recorded: Cancel must never reach it.
jest.mock('./portfolioApi', () => ({ unlinkUpland: jest.fn() }));
const { unlinkUpland } = jest.requireMock<{ unlinkUpland: jest.Mock }>('./portfolioApi');

describe('UnlinkButton', () => {
  it("asks first ('Yes' takes the focus); Cancel keeps the link and puts the focus back on 'Unlink'", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UnlinkButton uid="member-1" />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, unlink' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink' })).toHaveFocus();
    expect(unlinkUpland).not.toHaveBeenCalled();
  });
});
