import type { MapDataEntry, MapDataFields } from '@saint-james/api-contract';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TableAction } from '../model/tableState';
import { useMoveUndo } from './useMoveUndo';

const entry = (id: string, name: string, location: string): MapDataEntry =>
  ({
    id,
    name,
    location,
    description: '',
    type: '',
    status: '',
    updatedAt: '2030-01-01T00:00:00.000Z',
  }) as MapDataEntry;

/** The admin page's save, whose answers the test gives one by one. */
function setUp() {
  const answers: { id: string; answer: (saved: MapDataEntry) => void; fail: (error: Error) => void }[] = [];
  const dispatched: TableAction[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const list = [entry('chapel', 'Chapel', '1,1'), entry('market', 'Market', '2,2')];
  const { result } = renderHook(
    () => {
      const save = useMutation({
        mutationFn: ({ entry: saving }: { entry: MapDataEntry; fields: MapDataFields }) =>
          new Promise<MapDataEntry>((answer, fail) => answers.push({ id: saving.id, answer, fail })),
      });
      return { save, moves: useMoveUndo(list, save, (action) => dispatched.push(action)) };
    },
    { wrapper },
  );
  const notices = () => dispatched.filter((action) => action.type === 'notice').map((action) => action.text);
  return { result, answers, notices, list };
}

describe('useMoveUndo', () => {
  it('offers Undo for a move although another row was saved before its answer came', async () => {
    const { result, answers, notices, list } = setUp();
    act(() => result.current.moves.move(list[0], '3,3'));
    act(() => result.current.save.mutate({ entry: list[1], fields: list[1] }));
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1].answer(list[1]));
    await act(async () => answers[0].answer({ ...list[0], location: '3,3' }));
    expect(notices()).toEqual([
      { key: 'admin.movedUndo', values: { label: { key: 'admin.label.named', values: { name: 'Chapel' } } } },
    ]);
    expect(result.current.moves.undo).not.toBeNull();
  });

  it('says nothing of its own for a move that fails (the row says why), and offers no Undo', async () => {
    const { result, answers, notices, list } = setUp();
    act(() => result.current.moves.move(list[0], '3,3'));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0].fail(new Error('refused')));
    expect(notices()).toEqual([]);
    expect(result.current.moves.undo).toBeNull();
  });

  it('Undo saves the place the pin had, then says it is back', async () => {
    const { result, answers, notices, list } = setUp();
    act(() => result.current.moves.move(list[0], '3,3'));
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0].answer({ ...list[0], location: '3,3' }));
    act(() => result.current.moves.undo?.run());
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1].answer(list[0]));
    expect(notices().at(-1)).toEqual({
      key: 'admin.movedBack',
      values: { label: { key: 'admin.label.named', values: { name: 'Chapel' } } },
    });
    expect(result.current.moves.undo).toBeNull();
  });
});
