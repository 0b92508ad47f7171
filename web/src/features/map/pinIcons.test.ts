import { createPinIconResolver, headProbe, pinIconCandidates, PLACEHOLDER_PIN_ICON } from './pinIcons';

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

describe('createPinIconResolver', () => {
  function setup(existing: string[], probeImpl?: (url: string) => Promise<boolean>) {
    const probed: string[] = [];
    const warnings: string[] = [];
    const probe = jest.fn(async (url: string) => {
      probed.push(url);
      if (probeImpl) return probeImpl(url);
      return existing.includes(url);
    });
    const resolve = createPinIconResolver({ host: '/pins/', probe, warn: (m) => warnings.push(m) });
    return { resolve, probed, warnings };
  }

  it('the first candidate that answers OK wins, and the later ones are not tried', async () => {
    const { resolve, probed } = setup(['/pins/park-pin.webp', '/pins/park-pin']);
    await expect(resolve('park')).resolves.toBe('/pins/park-pin.webp');
    expect(probed).toEqual(['/pins/park-pin.png', '/pins/park-pin.webp']);
  });

  it('falls back to no extension', async () => {
    const { resolve } = setup(['/pins/beach_club-pin']);
    await expect(resolve('beach_club')).resolves.toBe('/pins/beach_club-pin');
  });

  it('uses the placeholder and warns once when nothing answers', async () => {
    const { resolve, warnings } = setup([]);
    await expect(resolve('shop_front')).resolves.toBe(PLACEHOLDER_PIN_ICON);
    await expect(resolve('shop_front')).resolves.toBe(PLACEHOLDER_PIN_ICON);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("'shop_front'");
  });

  it('resolves each category once, however many pins ask at the same time', async () => {
    const { resolve, probed } = setup(['/pins/city-hall-pin.png']);
    const icons = await Promise.all(Array.from({ length: 50 }, () => resolve('city-hall')));
    expect(new Set(icons)).toEqual(new Set(['/pins/city-hall-pin.png']));
    expect(probed).toEqual(['/pins/city-hall-pin.png']);
    await resolve('park');
    expect(probed).toHaveLength(4);
  });

  it('a probe that throws counts as a miss', async () => {
    const { resolve } = setup([], async (url) => {
      if (url.endsWith('.png')) throw new Error('boom');
      return url.endsWith('.webp');
    });
    await expect(resolve('park')).resolves.toBe('/pins/park-pin.webp');
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
    await expect(headProbe('/x', answer(200, 'application/octet-stream') as unknown as typeof fetch)).resolves.toBe(true);
  });

  it("refuses a 404, and the single-page app's index.html fallback", async () => {
    await expect(headProbe('/x', answer(404, 'image/png') as unknown as typeof fetch)).resolves.toBe(false);
    await expect(headProbe('/x', answer(200, 'text/html; charset=utf-8') as unknown as typeof fetch)).resolves.toBe(false);
  });

  it('refuses when the request fails', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(headProbe('/x', failing as unknown as typeof fetch)).resolves.toBe(false);
  });
});
