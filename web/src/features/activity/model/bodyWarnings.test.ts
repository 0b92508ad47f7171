import { english } from '../../../../test/english';
import { bodyWarnings, MAX_BODY_WARNINGS } from './bodyWarnings';

describe('bodyWarnings', () => {
  it('names what Save would refuse, as the admin types it, and nothing for Markdown the api takes', () => {
    expect(bodyWarnings('## Clean-up\n\n**Bring gloves**, see [the map](/map).')).toEqual([]);
    expect(bodyWarnings('Meet <b>here</b>').map(english)).toEqual([
      'Save will refuse this text: raw HTML is not allowed (found “<b>”). Write Markdown instead.',
    ]);
    expect(bodyWarnings('[go](javascript:alert(1))').map(english)).toEqual([
      'Save will refuse this text: links must go to http(s), mailto or a page of this site (found “javascript:alert(1)”).',
    ]);
    expect(bodyWarnings('![bay](http://example.org/bay.png)')).toEqual([
      { key: 'pagesEditor.danger.image', values: { found: 'http://example.org/bay.png' } },
    ]);
    expect(bodyWarnings('>'.repeat(20_000) + ' deep')).toEqual([{ key: 'pagesEditor.danger.tooDeep' }]);
  });

  it('names every refused thing at once, in the text’s order, each once', () => {
    const body = [
      'Meet <b>here</b> and <B>there</B>.',
      '',
      '![bay](http://example.org/bay.png) [go](javascript:alert(1)) [again](javascript:alert(1))',
      '',
      '<script>alert(1)</script>',
    ].join('\n');
    expect(bodyWarnings(body).map((warning) => [warning.key, warning.values?.found])).toEqual([
      ['pagesEditor.danger.html', '<b>'],
      ['pagesEditor.danger.image', 'http://example.org/bay.png'],
      ['pagesEditor.danger.link', 'javascript:alert(1)'],
      ['pagesEditor.danger.html', '<script>alert(1)</script>'],
    ]);
  });

  it(`stops at ${MAX_BODY_WARNINGS} lines`, () => {
    const body = Array.from({ length: 9 }, (_, n) => `[l${n}](javascript:void(${n}))`).join(' ');
    const warnings = bodyWarnings(body);
    expect(warnings).toHaveLength(MAX_BODY_WARNINGS);
    expect(warnings[0].values?.found).toBe('javascript:void(0)');
  });
});
