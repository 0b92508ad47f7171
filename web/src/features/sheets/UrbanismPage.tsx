/** Placeholder page: issue #6 fills it in. */
export default function UrbanismPage() {
  return (
    <section className="panel">
      <h1>Urban Development</h1>
    </section>
  );
}
