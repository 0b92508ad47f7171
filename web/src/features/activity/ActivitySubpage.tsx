/** Placeholder page: issue #3 fills it in. */
export default function ActivitySubpage({ page }: { page: number }) {
  return (
    <section className="panel">
      <h1>Page {page}</h1>
    </section>
  );
}
