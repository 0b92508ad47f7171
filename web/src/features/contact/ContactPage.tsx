/** Placeholder page: issue #3 fills it in. */
export default function ContactPage() {
  return (
    <section className="panel">
      <h1>Contact Us</h1>
    </section>
  );
}
