/** Placeholder page: issue #7 fills it in. */
export default function MapPage() {
  return (
    <section className="panel">
      <h1>Map</h1>
    </section>
  );
}
