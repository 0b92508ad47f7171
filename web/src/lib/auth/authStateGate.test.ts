import { createAuthStateGate } from './authStateGate';

function setup() {
  let current: string | null = null;
  const published: Array<string | null> = [];
  const gate = createAuthStateGate(
    () => current,
    (user) => published.push(user),
  );
  return { gate, published, setCurrent: (user: string | null) => (current = user) };
}

describe('createAuthStateGate', () => {
  it('publishes every change when nothing holds it', () => {
    const { gate, published, setCurrent } = setup();
    gate.changed();
    setCurrent('member');
    gate.changed();
    expect(published).toEqual([null, 'member']);
  });

  it('hides the brief sign-in of sign-up and publishes the signed-out state at the end', async () => {
    const { gate, published, setCurrent } = setup();
    gate.changed(); // loaded, signed out
    await gate.hold(async () => {
      setCurrent('new-user'); // createUserWithEmailAndPassword
      gate.changed();
      setCurrent(null); // signOut
      gate.changed();
    });
    expect(published).toEqual([null, null]);
    expect(published).not.toContain('new-user');
  });

  it('a listener call that arrives after the hold publishes the current user, not a stale one', async () => {
    const { gate, published, setCurrent } = setup();
    gate.changed();
    await gate.hold(async () => {
      setCurrent('new-user');
      setCurrent(null);
    });
    gate.changed(); // Firebase's late delivery of "new-user"
    expect(published).toEqual([null, null, null]);
  });

  it('releases the hold when the task fails, and passes the failure on', async () => {
    const { gate, published, setCurrent } = setup();
    gate.changed();
    await expect(
      gate.hold(async () => {
        setCurrent('new-user');
        gate.changed();
        throw new Error('network');
      }),
    ).rejects.toThrow('network');
    expect(published).toEqual([null, 'new-user']);
    setCurrent(null);
    gate.changed();
    expect(published.at(-1)).toBeNull();
  });

  it('publishes nothing on release before auth has loaded (the first listener call does)', async () => {
    const { gate, published } = setup();
    await gate.hold(async () => undefined);
    expect(published).toEqual([]);
    gate.changed();
    expect(published).toEqual([null]);
  });

  it('nested holds publish once, when the last ends', async () => {
    const { gate, published, setCurrent } = setup();
    gate.changed();
    await gate.hold(async () => {
      await gate.hold(async () => {
        setCurrent('x');
        gate.changed();
      });
      expect(published).toEqual([null]);
      setCurrent(null);
    });
    expect(published).toEqual([null, null]);
  });

  it('shows the stored member until Firebase answers, and never after: a late read of the store cannot undo its answer', () => {
    const { gate, published } = setup();
    gate.assume('stored-member');
    expect(published).toEqual(['stored-member']);
    gate.changed(); // Firebase: the stored session was no longer valid
    gate.assume('stored-member');
    expect(published).toEqual(['stored-member', null]);

    const late = setup();
    late.setCurrent('member');
    late.gate.changed();
    late.gate.assume('stale');
    expect(late.published).toEqual(['member']);
  });

  it('does not show a stored member while a task holds the gate', async () => {
    const { gate, published } = setup();
    await gate.hold(async () => gate.assume('stored-member'));
    expect(published).toEqual([]);
  });
});
