import { mediaMatches } from './mediaQuery';

/** The media query of a visitor who asked the system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion now (false where matchMedia is missing). */
export const prefersReducedMotion = (): boolean => mediaMatches(REDUCED_MOTION_QUERY);
