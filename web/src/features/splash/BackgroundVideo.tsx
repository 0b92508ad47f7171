/** Placeholder: the public-experience issue (#3) fills this in. */
export function BackgroundVideo() {
  return null;
}
