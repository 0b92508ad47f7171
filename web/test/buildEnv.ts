// What config/buildEnv gives in jest: no Firebase web config (lib/firebase then holds no auth) and
// the demo site defaults.
export const buildEnv: Readonly<Record<string, string | undefined>> = {};
export const isBuilt = false;
