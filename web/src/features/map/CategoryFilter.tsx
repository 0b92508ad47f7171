import { prettifyCategory } from './pinCategory';

interface CategoryFilterProps {
  /** Category slugs, or null while the sheet is loading. */
  categories: readonly string[] | null;
  selection: ReadonlySet<string>;
  onToggle: (category: string, checked: boolean) => void;
}

/** A checkbox per pin category, with its prettified name. */
export function CategoryFilter({ categories, selection, onToggle }: CategoryFilterProps) {
  return (
    <fieldset className="pin-filter">
      <legend>Pin categories</legend>
      {categories === null ? (
        <p className="loading">Loading categories...</p>
      ) : categories.length === 0 ? (
        <p>No categories</p>
      ) : (
        <ul>
          {categories.map((category) => (
            <li key={category}>
              <label>
                <input
                  type="checkbox"
                  checked={selection.has(category)}
                  onChange={(event) => onToggle(category, event.target.checked)}
                />
                {prettifyCategory(category)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
