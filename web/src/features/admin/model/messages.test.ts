import { english } from '../../../../test/english';
import { ApiError } from '../../../lib/api';
import { activateLocale, translate } from '../../../lib/i18n/i18n';
import { failureMessage, importProblemMessage, notCheckedMessage, notSavedMessage, worthTryingAgain } from './messages';

describe('an import problem names the row as the reader of the file finds it', () => {
  afterEach(() => activateLocale('en'));

  it('a CSV row by its line, a GeoJSON feature by its number and index', () => {
    const line = { index: 3, line: 6, field: 'location', problem: 'latitude-out-of-range', message: 'x' };
    expect(english(importProblemMessage(line))).toBe('Line 6: Location: the latitude must be between -90 and 90');
    const feature = { index: 1, field: 'staus', problem: 'unknown-field', message: 'x' };
    expect(english(importProblemMessage(feature))).toBe('Feature 2 (index 1): staus: is not a field of an entry');
  });

  it('an id in the Trash, in English and in French', async () => {
    const trashed = { index: 0, line: 2, field: 'id', problem: 'in-trash', message: "id: 'm' is in the Trash" };
    expect(english(importProblemMessage(trashed))).toBe('Line 2: id: in the Trash: restore it first');
    await activateLocale('fr');
    expect(translate(importProblemMessage(trashed))).toBe(
      'Ligne 2\u00a0: id\u00a0: dans la corbeille\u00a0: restaurez-le d’abord',
    );
  });

  it("a problem this page does not know shows the server's words", () => {
    const unknown = { index: 4, field: 'x', problem: 'from-a-newer-server', message: 'x: something new' };
    expect(english(importProblemMessage(unknown))).toBe('Feature 5 (index 4): x: something new');
  });
});

describe('why an import was refused', () => {
  it('a CSV that cannot be read whole: why, and on which line', () => {
    const unclosed = new ApiError(
      400,
      'invalid-csv',
      'Line 3: …',
      undefined,
      'csv-quote-unclosed',
      undefined,
      undefined,
      3,
    );
    expect(english(failureMessage(unclosed))).toBe(
      'line 3: a quoted cell is never closed (a " is missing), so the rows after it cannot be read.',
    );
  });

  it('the first bad row of an import without preview, by its line', () => {
    const bad = new ApiError(400, 'invalid-feature', 'x', 'id', 'duplicate-id', undefined, 2, 4);
    expect(english(failureMessage(bad))).toBe('Line 4: id: is already on an earlier row of the file');
  });

  it('a file that is not UTF-8', () => {
    expect(english(failureMessage(new ApiError(400, 'invalid-encoding', 'x')))).toBe(
      'the file is not UTF-8 text. Save it as UTF-8 and choose it again.',
    );
  });
});

describe('a change that wrote nothing', () => {
  const network = new ApiError(0, 'network', 'Failed to fetch');
  const offline = new ApiError(0, 'network', 'Failed to fetch', undefined, 'offline');

  it('offline as the request failed, says so plainly; online, names the reason', () => {
    expect(english(notSavedMessage('admin.notSaved', offline))).toMatch(/^You are offline: nothing was saved\./);
    expect(english(notSavedMessage('admin.notSaved', offline))).toMatch(/press Save again/);
    // Offline, the button to press again is the one pressed (an Add is not a Save).
    expect(english(notSavedMessage('admin.notAdded', offline))).toMatch(
      /^You are offline: nothing was added\..*press Add again/,
    );
    expect(english(notSavedMessage('admin.notReverted', offline))).toMatch(
      /^You are offline: nothing was reverted\..*‘Revert to this version’ again/,
    );
    expect(english(notSavedMessage('admin.notSaved', network))).toBe(
      'Not saved: the server could not be reached. Check your connection and try again.',
    );
  });

  it('a refusal from the server is still the server’s reason', () => {
    const stale = new ApiError(409, 'stale-entry', 'x');
    expect(english(notSavedMessage('admin.notSaved', stale))).toMatch(/^Not saved: /);
  });

  it('a change the database gave up on, as another was saved at that moment, asks to try again', () => {
    const busy = new ApiError(503, 'busy', 'The same data was being changed by another request');
    expect(english(notSavedMessage('admin.notSaved', busy))).toBe(
      'Not saved: another change to the same data was being saved at that moment. Nothing was written: try again.',
    );
  });
});

describe('an import that was not checked or not written', () => {
  const offline = new ApiError(0, 'network', 'Failed to fetch', undefined, 'offline');
  const badFile = new ApiError(400, 'invalid-csv', 'x', undefined, 'csv-header', undefined, undefined, 1);

  it('offline, says which step did not happen', () => {
    expect(english(notCheckedMessage(offline))).toBe(
      'You are offline: the file was not checked. Check it again when you are back online.',
    );
    expect(english(notSavedMessage('admin.notImported', offline))).toMatch(
      /^You are offline: nothing was imported\..*Import again/,
    );
    // Online, a refused file is the server's reason, as before.
    expect(english(notCheckedMessage(badFile))).toMatch(/^Not imported: line 1: the header must be/);
  });

  it('offers the same request again only when the way failed, not when the file was refused', () => {
    expect(worthTryingAgain(offline)).toBe(true);
    expect(worthTryingAgain(new ApiError(0, 'network', 'Failed to fetch'))).toBe(true);
    expect(worthTryingAgain(new ApiError(503, 'busy', 'x'))).toBe(true);
    expect(worthTryingAgain(new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(worthTryingAgain(badFile)).toBe(false);
    expect(worthTryingAgain(new ApiError(413, 'body-too-large', 'x'))).toBe(false);
    expect(worthTryingAgain(new ApiError(401, 'unauthenticated', 'x'))).toBe(false);
    expect(worthTryingAgain(new Error('x'))).toBe(false);
  });
});

describe("a revision's changed field", () => {
  afterEach(() => activateLocale('en'));
  const change = {
    key: 'admin.history.change',
    values: { field: { key: 'admin.column.description' }, before: 'Saturday market', after: "Sunday's market" },
  } as const;

  it('reads old → new with the values quoted, in English and French', () => {
    expect(english(change)).toBe("Description: 'Saturday market' → 'Sunday's market'");
    activateLocale('fr');
    // No-break spaces inside the guillemets: a line never ends on a lone «.
    expect(translate(change)).toBe("Description\u00a0: «\u00a0Saturday market\u00a0» → «\u00a0Sunday's market\u00a0»");
  });
});

describe("the trash's count", () => {
  afterEach(() => activateLocale('en'));
  const shown = (count: number, loaded: number) =>
    ({ key: 'admin.trash.shown', values: { shown: count, loaded } }) as const;

  it('is singular for one entry and plural for more, in English and French', async () => {
    expect(english(shown(1, 1))).toBe('1 of 1 deleted entry shown.');
    expect(english(shown(2, 3))).toBe('2 of 3 deleted entries shown.');
    await activateLocale('fr');
    expect(translate(shown(1, 1))).toBe('1 repère supprimé affiché sur 1.');
    expect(translate(shown(2, 3))).toBe('2 repères supprimés affichés sur 3.');
  });
});
