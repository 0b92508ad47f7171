import { site } from '../../config/site';

/** Placeholder page: issue #3 fills it in. */
export default function PoetryPage() {
  return (
    <section className="panel">
      <h1>{site.poetName} Poetry</h1>
    </section>
  );
}
