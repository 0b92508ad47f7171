/** The one loading indicator: announced to screen readers, visible text. */
export function LoadingMessage({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {text}
    </p>
  );
}
