import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInApp as render } from '../../test/render';
import { LoadBoundary } from './LoadBoundary';

/** Fails to render until `works` is set: a page whose code could not load. */
let works = false;
function Flaky() {
  const [rendered] = useState(() => works);
  if (!rendered) throw new TypeError('Failed to fetch dynamically imported module');
  return <p>The page</p>;
}

describe('LoadBoundary', () => {
  beforeEach(() => {
    works = false;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const renderFlaky = () =>
    render(
      <LoadBoundary what="The page" fallback={() => <p>Could not be loaded</p>}>
        <Flaky />
      </LoadBoundary>,
    );

  it('tries again by itself when the browser is back online', () => {
    renderFlaky();
    expect(screen.getByText('Could not be loaded')).toBeInTheDocument();
    works = true;
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
