import { ApiError } from '../../../lib/api';
import { saveFailure } from './saveFailure';

describe('saveFailure', () => {
  const unreachable = (problem?: string) =>
    new ApiError(0, 'network', 'The server could not be reached.', undefined, problem);

  it('says the admin is offline when the browser was as the save failed, and that the server could not be reached otherwise', () => {
    expect(saveFailure(unreachable('offline'))).toEqual({ key: 'pagesEditor.offline' });
    expect(saveFailure(unreachable())).toEqual({ key: 'pagesEditor.network' });
  });

  it("names a stale page, and shows the server's sentence for a refused field", () => {
    expect(saveFailure(new ApiError(409, 'stale-entry', 'stale'))).toEqual({ key: 'pagesEditor.stale' });
    expect(saveFailure(new ApiError(400, 'invalid-body', 'en.body: too long'))).toEqual({
      key: 'pagesEditor.failed',
      values: { reason: 'en.body: too long' },
    });
  });
});
