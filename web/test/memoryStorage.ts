/** A tiny in-memory Storage, for tests of what the site keeps in the browser's storage. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A Storage that refuses every read and write, as a privacy mode can. */
export function refusingStorage(): Storage {
  const refuse = () => {
    throw new Error('denied');
  };
  return { ...memoryStorage(), getItem: refuse, setItem: refuse };
}
