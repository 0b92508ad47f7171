/** Placeholder page: issue #6 fills it in. */
export default function CityHallPage() {
  return (
    <section className="panel">
      <h1>City Hall</h1>
    </section>
  );
}
