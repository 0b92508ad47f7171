import { callModule } from '../callModule';

const figure = (seen: number[]) => callModule<number | null>('scripts/bench/portfolio-dom.mjs', 'rowsFigure', seen);

describe('rowsFigure (the dashboard list bench: DOM rows at the top, middle and end)', () => {
  it('is the most rows seen when every count fills the box', () => {
    expect(figure([20, 28, 20])).toBe(28);
    expect(figure([11, 11, 11])).toBe(11);
  });

  it('is not measured (null, reported OVER) when a count is under a screenful: 0 rows is no "within"', () => {
    expect(figure([0, 0, 0])).toBeNull();
    expect(figure([20, 3, 20])).toBeNull();
    expect(figure([10, 10, 10])).toBeNull();
    expect(figure([])).toBeNull();
  });
});
