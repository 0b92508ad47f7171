/** Placeholder page: issue #3 fills it in. */
export default function ActivityPage() {
  return (
    <section className="panel">
      <h1>Activity</h1>
    </section>
  );
}
