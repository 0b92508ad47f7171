/**
 * Whether the keyboard is on nothing: on the page's body, where the browser puts it when the
 * element that held it goes away. Code that moves the focus after a change does so only then,
 * never away from where the reader has gone meanwhile.
 */
export const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;
