import {
  cachedPinIcons,
  cachePinIcon,
  findPinIcon,
  headProbe,
  iconCacheKey,
  listedPinIcon,
  ownPinFolder,
  pinIconCandidates,
  PLACEHOLDER_PIN_ICON,
} from './pinIcons';

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

  it('asks for the three at once, and the first OK in the order png, webp, none wins', async () => {
    const { find, probed } = setup(['/pins/park-pin.webp', '/pins/park-pin']);
    await expect(find('park')).resolves.toBe('/pins/park-pin.webp');
    expect(probed).toEqual(['/pins/park-pin.png', '/pins/park-pin.webp', '/pins/park-pin']);
  });

  it('an earlier candidate wins even when a later one answers first', async () => {
    const { find } = setup([], async (url) => {
      if (url.endsWith('.png')) return new Promise((resolve) => setTimeout(() => resolve(true), 20));
      return true;
    });
    await expect(find('park')).resolves.toBe('/pins/park-pin.png');
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

describe("listedPinIcon: the host is the site's own folder, its files listed when built", () => {
  const files = new Set(['park-pin.webp', 'park-pin', 'city-hall-pin.png', 'city-hall-pin.webp', 'beach_club-pin']);
  const pick = (slug: string, host = '/pins/') => {
    const warnings: string[] = [];
    return { icon: listedPinIcon(slug, files, { host, warn: (m) => warnings.push(m) }), warnings };
  };

  it('takes the first in the order png, webp, none that is one of the files', () => {
    expect(pick('city-hall').icon).toBe('/pins/city-hall-pin.png');
    expect(pick('park').icon).toBe('/pins/park-pin.webp');
    expect(pick('beach_club').icon).toBe('/pins/beach_club-pin');
    expect(pick('park', '/pins').icon).toBe('/pins/park-pin.webp');
  });

  it('uses the placeholder and warns, naming the category and what it looked for, when none is there', () => {
    const { icon, warnings } = pick('treasure-hunt');
    expect(icon).toBe(PLACEHOLDER_PIN_ICON);
    expect(warnings).toEqual([expect.stringContaining("'treasure-hunt' (tried /pins/treasure-hunt-pin.png,")]);
    // A file whose name only starts like the icon's is not it.
    expect(listedPinIcon('park', new Set(['park-pin.png.bak', 'park-pins']), { host: '/pins/', warn: () => {} })).toBe(
      PLACEHOLDER_PIN_ICON,
    );
  });
});

describe('ownPinFolder', () => {
  it('names the folder of a path on the site, whose files the build can list', () => {
    expect(ownPinFolder('/pins/')).toBe('pins');
    expect(ownPinFolder('/pins')).toBe('pins');
    expect(ownPinFolder('/img/pins/')).toBe('img/pins');
  });

  it('is null for a host elsewhere, and for a path that would leave the public folder', () => {
    for (const host of [
      'https://img.example/pins/',
      '//cdn.example/pins/',
      'pins/',
      '/',
      '/../secrets/',
      '/a//b/',
      '/..\\x/',
      '/%2e%2e/x/',
    ])
      expect(ownPinFolder(host)).toBeNull();
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

describe('the session cache of icons', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    } as unknown as Storage & { data: Map<string, string> };
  }

  it('keeps each icon found, per host, and reads them back', () => {
    const storage = memoryStorage();
    cachePinIcon(storage, '/pins/', 'park', '/pins/park-pin.png');
    cachePinIcon(storage, '/pins/', 'jetty', PLACEHOLDER_PIN_ICON);
    expect(cachedPinIcons(storage, '/pins/')).toEqual({ park: '/pins/park-pin.png', jetty: PLACEHOLDER_PIN_ICON });
    expect(cachedPinIcons(storage, 'https://img.example/')).toEqual({});
  });

  it('ignores a corrupt cache and a storage that refuses', () => {
    const storage = memoryStorage();
    storage.data.set(iconCacheKey('/pins/'), '{"park": ');
    expect(cachedPinIcons(storage, '/pins/')).toEqual({});
    storage.data.set(iconCacheKey('/pins/'), '{"park": 3, "jetty": "/pins/jetty-pin.png"}');
    expect(cachedPinIcons(storage, '/pins/')).toEqual({ jetty: '/pins/jetty-pin.png' });
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(cachedPinIcons(refusing, '/pins/')).toEqual({});
    expect(() => cachePinIcon(refusing, '/pins/', 'park', '/x.png')).not.toThrow();
  });
});
