import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp as render } from '../../test/render';
import { QueryStatus, type QueryState } from './QueryStatus';

const failedText = () => 'The list could not be read.';
const query = (state: Partial<QueryState>): QueryState => ({
  data: undefined,
  error: null,
  isFetching: false,
  errorUpdateCount: 0,
  refetch: jest.fn(() => Promise.resolve()),
  ...state,
});

describe('QueryStatus', () => {
  it('says Loading while there is nothing to show, and nothing once there is data', () => {
    const { rerender } = render(<QueryStatus query={query({ isFetching: true })} failed={failedText} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<QueryStatus query={query({ data: [] })} failed={failedText} />);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('keeps the failure and Retry, with focus, while the query asks again (a poll or Retry)', async () => {
    const user = userEvent.setup();
    const failedOnce = query({ error: new Error('down'), errorUpdateCount: 1 });
    const { rerender } = render(<QueryStatus query={failedOnce} failed={failedText} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failedOnce.refetch).toHaveBeenCalledTimes(1);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();

    // As TanStack Query has it: asking again without data clears the error.
    rerender(<QueryStatus query={{ ...failedOnce, error: null, isFetching: true }} failed={failedText} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read.');
    expect(screen.getByRole('status')).toHaveTextContent('Trying again…');
    expect(screen.queryByText('Loading...')).toBeNull();
    // The same button, still focused: the reader's place is kept.
    expect(screen.getByRole('button', { name: 'Retry' })).toBe(retry);
    expect(retry).toHaveFocus();

    rerender(<QueryStatus query={failedOnce} failed={failedText} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('goes once the query succeeds; another query that never failed shows Loading, not the failure', () => {
    const { rerender } = render(
      <QueryStatus query={query({ error: new Error('down'), errorUpdateCount: 1 })} failed={failedText} />,
    );
    // The same component given another query (the editor's next page), loading for the first time.
    rerender(<QueryStatus query={query({ isFetching: true })} failed={failedText} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<QueryStatus query={query({ error: new Error('down'), errorUpdateCount: 1 })} failed={failedText} />);
    rerender(<QueryStatus query={query({ isFetching: true, errorUpdateCount: 1 })} failed={failedText} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<QueryStatus query={query({ data: ['row'] })} failed={failedText} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows a failed refresh above the data on screen, and keeps it while asking again', () => {
    render(
      <QueryStatus query={query({ data: ['row'], error: new Error('down'), isFetching: true })} failed={failedText} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be read.');
    expect(screen.getByRole('status')).toHaveTextContent('Trying again…');
  });
});
