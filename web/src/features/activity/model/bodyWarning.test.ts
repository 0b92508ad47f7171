import { english } from '../../../../test/english';
import { bodyWarning } from './bodyWarning';

describe('bodyWarning', () => {
  it('names what Save would refuse, as the admin types it, and nothing for Markdown the api takes', () => {
    expect(bodyWarning('## Clean-up\n\n**Bring gloves**, see [the map](/map).')).toBeNull();
    expect(english(bodyWarning('Meet <b>here</b>')!)).toBe(
      'Save will refuse this text: raw HTML is not allowed (found “<b>”). Write Markdown instead.',
    );
    expect(english(bodyWarning('[go](javascript:alert(1))')!)).toBe(
      'Save will refuse this text: links must go to http(s), mailto or a page of this site (found “javascript:alert(1)”).',
    );
    expect(bodyWarning('![bay](http://example.org/bay.png)')).toEqual({
      key: 'pagesEditor.danger.image',
      values: { found: 'http://example.org/bay.png' },
    });
    expect(bodyWarning('>'.repeat(20_000) + ' deep')).toEqual({ key: 'pagesEditor.danger.tooDeep' });
  });
});
