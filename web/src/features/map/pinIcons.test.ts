import { findPinIcon, headProbe, pinIconCandidates, PLACEHOLDER_PIN_ICON } from './pinIcons';

describe('pinIconCandidates', () => {
  it('tries .png, .webp, then no extension on the host', () => {
    expect(pinIconCandidates('/pins/', 'city-hall')).toEqual([
      '/pins/city-hall-pin.png',
      '/pins/city-hall-pin.webp',
      '/pins/city-hall-pin',
    ]);
  });

  it('adds the slash a host without one needs', () => {
    expect(pinIconCandidates('https://img.example/pins', 'park')[0]).toBe('https://img.example/pins/park-pin.png');
  });
});

describe('findPinIcon', () => {
  function setup(existing: string[], probeImpl?: (url: string) => Promise<boolean>) {
    const probed: string[] = [];
    const warnings: string[] = [];
    const probe = jest.fn(async (url: string) => {
      probed.push(url);
      if (probeImpl) return probeImpl(url);
      return existing.includes(url);
    });
    const find = (slug: string) => findPinIcon(slug, { host: '/pins/', probe, warn: (m) => warnings.push(m) });
    return { find, probed, warnings };
  }

  it('the first candidate that answers OK wins, and the later ones are not tried', async () => {
    const { find, probed } = setup(['/pins/park-pin.webp', '/pins/park-pin']);
    await expect(find('park')).resolves.toBe('/pins/park-pin.webp');
    expect(probed).toEqual(['/pins/park-pin.png', '/pins/park-pin.webp']);
  });

  it('falls back to no extension', async () => {
    const { find } = setup(['/pins/beach_club-pin']);
    await expect(find('beach_club')).resolves.toBe('/pins/beach_club-pin');
  });

  it('uses the placeholder and warns, naming the category, when nothing answers', async () => {
    const { find, warnings } = setup([]);
    await expect(find('shop_front')).resolves.toBe(PLACEHOLDER_PIN_ICON);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("'shop_front'");
  });

  it('a probe that throws counts as a miss', async () => {
    const { find } = setup([], async (url) => {
      if (url.endsWith('.png')) throw new Error('boom');
      return url.endsWith('.webp');
    });
    await expect(find('park')).resolves.toBe('/pins/park-pin.webp');
  });
});

describe('headProbe', () => {
  const answer = (status: number, type: string | null) =>
    jest.fn(async () => new Response(null, { status, headers: type ? { 'content-type': type } : {} }));

  it('sends HEAD and accepts an OK image', async () => {
    const fetchImpl = answer(200, 'image/png');
    await expect(headProbe('/pins/a-pin.png', fetchImpl as unknown as typeof fetch)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/pins/a-pin.png', expect.objectContaining({ method: 'HEAD' }));
  });

  it('accepts an OK file served without an image type (no extension)', async () => {
    await expect(headProbe('/x', answer(200, 'application/octet-stream') as unknown as typeof fetch)).resolves.toBe(
      true,
    );
  });

  it("refuses a 404, and the single-page app's index.html fallback", async () => {
    await expect(headProbe('/x', answer(404, 'image/png') as unknown as typeof fetch)).resolves.toBe(false);
    await expect(headProbe('/x', answer(200, 'text/html; charset=utf-8') as unknown as typeof fetch)).resolves.toBe(
      false,
    );
  });

  it('refuses when the request fails', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(headProbe('/x', failing as unknown as typeof fetch)).resolves.toBe(false);
  });
});
