import { presentedWebhookToken, webhookTokenMatches } from './webhookAuth';

describe('webhook token', () => {
  it('reads a bearer token or a bare token from Authorization', () => {
    expect(presentedWebhookToken('Bearer s3cret')).toBe('s3cret');
    expect(presentedWebhookToken('bearer   s3cret')).toBe('s3cret');
    expect(presentedWebhookToken('s3cret')).toBe('s3cret');
    expect(presentedWebhookToken(undefined)).toBeNull();
    expect(presentedWebhookToken('Bearer two words')).toBeNull();
  });

  it('matches only the configured secret', () => {
    expect(webhookTokenMatches('hook-secret', 'hook-secret')).toBe(true);
    expect(webhookTokenMatches('hook-secreT', 'hook-secret')).toBe(false);
    expect(webhookTokenMatches('hook-secret-longer', 'hook-secret')).toBe(false);
    expect(webhookTokenMatches('', 'hook-secret')).toBe(false);
    expect(webhookTokenMatches(null, 'hook-secret')).toBe(false);
  });

  it('never matches when no secret is configured', () => {
    expect(webhookTokenMatches('', '')).toBe(false);
    expect(webhookTokenMatches('anything', '')).toBe(false);
  });
});
