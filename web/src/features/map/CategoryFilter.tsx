import { useT } from '../../lib/i18n/useT';
import { prettifyCategory } from './pinCategory';

interface CategoryFilterProps {
  /** Category slugs, or null while the sheet is loading. */
  categories: readonly string[] | null;
  selection: ReadonlySet<string>;
  onToggle: (category: string, checked: boolean) => void;
}

/** A checkbox per pin category, with its prettified name. */
export function CategoryFilter({ categories, selection, onToggle }: CategoryFilterProps) {
  const { t } = useT();
  return (
    <fieldset className="pin-filter">
      <legend>{t('map.filter')}</legend>
      {categories === null ? (
        <p className="loading">{t('map.loadingCategories')}</p>
      ) : categories.length === 0 ? (
        <p>{t('map.noCategories')}</p>
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
                <span translate="no">{prettifyCategory(category)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
