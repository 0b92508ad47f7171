/** Placeholder: the public-experience issue (#3) fills this in. */
export function SplashScreen() {
  return null;
}
