import type { ComponentProps, MouseEvent } from 'react';

/**
 * A button that stays in the keyboard's path while it cannot be pressed (busy, or nothing to do).
 * `unavailable` marks it aria-disabled, which screen readers announce and base.css draws as
 * disabled, and refuses its click (a form's Enter too: the browser submits by clicking the form's
 * first submit button). `disabled` would take the focus away from a button pressed with the
 * keyboard as it turns busy or done: the focus fell to the page's top, and Tab began again there.
 * The price: a button with nothing to do (a row's Save with no change) stays a Tab stop, announced
 * as dimmed. `onUnavailablePress` lets such a button say why when it is pressed anyway, so that it
 * never seems to do nothing.
 */
export function Button({
  unavailable = false,
  onClick,
  onUnavailablePress,
  ...props
}: Omit<ComponentProps<'button'>, 'disabled'> & { unavailable?: boolean; onUnavailablePress?: () => void }) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) {
      event.preventDefault();
      onUnavailablePress?.();
    } else onClick?.(event);
  };
  return <button {...props} aria-disabled={unavailable || undefined} onClick={press} />;
}
