import { isSafeLinkTarget } from './markdownLinks';

describe('isSafeLinkTarget', () => {
  it.each([
    '/',
    '/map',
    '/activity/page3?x=1#top',
    '#top',
    '?mode=login',
    'https://play.upland.me/',
    'mailto:a@b.example',
  ])('keeps %s', (href) => expect(isSafeLinkTarget(href)).toBe(true));

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'evil.example',
  ])('refuses %j, which a browser does not read as a page of this site', (href) =>
    expect(isSafeLinkTarget(href)).toBe(false),
  );
});
