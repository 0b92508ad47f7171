/**
 * Decides when the app hears about auth changes. Sign-up signs the new account in for a moment
 * before signing it out; while a task holds the gate, changes are not published (no redirect to
 * /dashboard, no member menu), and on release the real current state is.
 *
 * It always publishes `readCurrent()`, not the value a listener was called with: Firebase calls
 * listeners asynchronously, so a late call from inside a hold must not resurrect a signed-out user.
 */
export function createAuthStateGate<U>(readCurrent: () => U | null, publish: (user: U | null) => void) {
  let holds = 0;
  let ready = false;

  return {
    /** Call from onAuthStateChanged; the first call means the provider finished loading. */
    changed() {
      ready = true;
      if (holds === 0) publish(readCurrent());
    },
    /**
     * The member stored on an earlier visit, shown until Firebase answers: published only while
     * Firebase has not answered yet and no task holds the gate.
     */
    assume(user: U) {
      if (!ready && holds === 0) publish(user);
    },
    async hold<T>(task: () => Promise<T>): Promise<T> {
      holds += 1;
      try {
        return await task();
      } finally {
        holds -= 1;
        if (holds === 0 && ready) publish(readCurrent());
      }
    },
  };
}
