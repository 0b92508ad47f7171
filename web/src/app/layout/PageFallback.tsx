import { useMatches } from 'react-router-dom';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../lib/i18n/useT';
import type { PageHandle } from '../router';

/**
 * What a page shows while its code loads: its heading (when the route names one) and Loading.
 * The heading is the page's own title, in the same place, so the page is recognisable at once on a
 * slow line. It is marked data-page-loading: the focus moves to the page's real heading, not this
 * one (useFocusOnNavigation).
 */
export function PageFallback() {
  const { t } = useT();
  const heading = (useMatches().at(-1)?.handle as PageHandle | undefined)?.heading;
  if (!heading) return <LoadingMessage />;
  return (
    <section className="panel">
      <h1 data-page-loading="">{t(heading)}</h1>
      <LoadingMessage />
    </section>
  );
}
