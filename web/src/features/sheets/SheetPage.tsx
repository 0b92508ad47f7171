/** Placeholder page: issue #6 fills it in. */
export default function SheetPage() {
  return (
    <section className="panel">
      <h1>Google Sheet Data</h1>
    </section>
  );
}
