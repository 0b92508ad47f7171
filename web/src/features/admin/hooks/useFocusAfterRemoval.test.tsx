import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';

/** A list whose Remove button takes its item away after a moment, as the trash's Restore does. */
function List({ initial, newcomer }: { initial: string[]; newcomer?: string }) {
  const [ids, setIds] = useState(initial);
  const listRef = useRef<HTMLUListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const removing = useFocusAfterRemoval(ids, listRef, titleRef);
  return (
    <section>
      <h3 ref={titleRef} tabIndex={-1}>
        Trash
      </h3>
      <button type="button">Elsewhere</button>
      <ul ref={listRef}>
        {ids.map((id) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => {
                removing(id);
                // Removed after a moment; a newcomer (another admin's delete) listed first meanwhile.
                setTimeout(() => {
                  setIds((list) => [...(newcomer ? [newcomer] : []), ...list.filter((other) => other !== id)]);
                }, 10);
              }}
            >
              Remove {id}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

test('the focus goes to the button now in the removed item’s place', async () => {
  render(<List initial={['a', 'b', 'c']} />);
  await userEvent.click(button('Remove b'));
  await waitFor(() => expect(screen.queryByText('Remove b')).toBeNull());
  expect(button('Remove c')).toHaveFocus();
});

test('the last item removed: the focus goes to the one before it, then to the title', async () => {
  render(<List initial={['a', 'b']} />);
  await userEvent.click(button('Remove b'));
  await waitFor(() => expect(screen.queryByText('Remove b')).toBeNull());
  expect(button('Remove a')).toHaveFocus();
  await userEvent.click(button('Remove a'));
  await waitFor(() => expect(screen.queryByText('Remove a')).toBeNull());
  expect(screen.getByRole('heading', { name: 'Trash' })).toHaveFocus();
});

test('the list changed around it meanwhile: the focus goes to the item that was after it', async () => {
  render(<List initial={['a', 'b', 'c']} newcomer="n" />);
  await userEvent.click(button('Remove b'));
  await waitFor(() => expect(screen.queryByText('Remove b')).toBeNull());
  expect(screen.getByText('Remove n')).toBeInTheDocument();
  expect(button('Remove c')).toHaveFocus();
});

test('a focus moved elsewhere meanwhile stays where it is', async () => {
  render(<List initial={['a', 'b']} />);
  await userEvent.click(button('Remove a'));
  button('Elsewhere').focus();
  await waitFor(() => expect(screen.queryByText('Remove a')).toBeNull());
  expect(button('Elsewhere')).toHaveFocus();
});
