/**
 * The build's public settings (VITE_* variables, read by Vite at build time). Everything that reads
 * them goes through here, so tests can give their own (jest maps this module to web/test/buildEnv.ts).
 */
export const buildEnv: Readonly<Record<string, string | undefined>> = import.meta.env;

/** Whether this is a built bundle (vite build), not Vite's development server. */
export const isBuilt: boolean = import.meta.env.PROD;
