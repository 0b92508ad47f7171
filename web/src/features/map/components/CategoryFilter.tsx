import { memo, type Ref } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { isCommunityCategory } from '../model/mapPin';

interface CategoryFilterProps {
  /** Category slugs, or null while the sheet is loading. */
  categories: readonly string[] | null;
  selection: ReadonlySet<string>;
  /** Category → the icon its pins wear on the map. */
  icons: ReadonlyMap<string, string>;
  /** A category's name in the reader's language. */
  categoryName: (category: string) => string;
  onToggle: (category: string, checked: boolean) => void;
  /** Every category checked (true) or none (false). */
  onSetAll: (checked: boolean) => void;
  /** The "Skip the map" link lands here. */
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
}

/**
 * The legend and filter: a checkbox per pin category with the icon its pins wear and its
 * name (the community's entries by type, "Community · Shop"), and All and None.
 */
export const CategoryFilter = memo(function CategoryFilter({
  categories,
  selection,
  icons,
  categoryName,
  onToggle,
  onSetAll,
  headingRef,
  headingId,
}: CategoryFilterProps) {
  const { t } = useT();
  return (
    <fieldset className="pin-filter">
      <legend>
        <h2 ref={headingRef} id={headingId} tabIndex={-1}>
          {t('map.filter')}
        </h2>
      </legend>
      {categories === null ? (
        <p className="loading">{t('map.loadingCategories')}</p>
      ) : categories.length === 0 ? (
        <p>{t('map.noCategories')}</p>
      ) : (
        <>
          <div className="pin-filter-all">
            <button type="button" className="secondary" onClick={() => onSetAll(true)}>
              {t('map.showAll')}
            </button>
            <button type="button" className="secondary" onClick={() => onSetAll(false)}>
              {t('map.showNone')}
            </button>
          </div>
          <ul>
            {categories.map((category) => (
              <li key={category}>
                <label>
                  <input
                    type="checkbox"
                    checked={selection.has(category)}
                    onChange={(event) => onToggle(category, event.target.checked)}
                  />
                  {/* The label names the category: the icon is its picture, nothing more to read. */}
                  <img className="pin-filter-icon" src={icons.get(category)} alt="" width={28} height={28} />
                  {/* A sheet's category is the community's English name: never translated, read as English. */}
                  {isCommunityCategory(category) ? (
                    <span>{categoryName(category)}</span>
                  ) : (
                    <span translate="no" lang="en">
                      {categoryName(category)}
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
});
