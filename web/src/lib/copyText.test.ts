import { copyText } from './copyText';

describe('copyText', () => {
  it('writes the text to the clipboard and reports success', async () => {
    const written: string[] = [];
    const log = jest.fn();
    const ok = await copyText('contact@example.test', { writeText: async (t) => void written.push(t) }, log);
    expect(ok).toBe(true);
    expect(written).toEqual(['contact@example.test']);
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs when the clipboard refuses', async () => {
    const refusal = new Error('Write permission denied.');
    const log = jest.fn();
    const ok = await copyText('x', { writeText: () => Promise.reject(refusal) }, log);
    expect(ok).toBe(false);
    expect(log).toHaveBeenCalledWith('Could not copy to the clipboard:', refusal);
  });

  it('only logs when there is no clipboard API', async () => {
    const log = jest.fn();
    expect(await copyText('x', undefined, log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
