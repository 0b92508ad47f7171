import { site } from '../../config/site';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { poemModules, poemTitle } from './poem';
import './poetry.css';

/** /{name}-poetry: the poet's page and the poem, module by module. */
export default function PoetryPage() {
  const { t } = useT();
  usePageTitle('title.poetry', { name: site.poetName });
  return (
    <article className="panel poetry" aria-labelledby="poetry-title">
      <h1 id="poetry-title">{t('poetry.title', { name: site.poetName })}</h1>
      {/* The poem is the poet's work, in the language it was written in. */}
      <h2 className="poem-title" lang="en">
        {poemTitle}
      </h2>
      <ol className="poem-modules" lang="en">
        {poemModules.map((module) => (
          <li key={module.hex} className="poem-module">
            <section aria-labelledby={`poem-${module.hex}`}>
              <h3 id={`poem-${module.hex}`}>
                <span className="poem-hex">{module.hex}</span> <span className="poem-module-name">{module.name}</span>
              </h3>
              <p className="poem-lines">
                {module.lines.map((line, i) => (
                  <span key={i} className="poem-line">
                    {line}
                  </span>
                ))}
              </p>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
