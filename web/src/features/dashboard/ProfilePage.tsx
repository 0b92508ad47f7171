/** Placeholder page: issue #4 fills it in. */
export default function ProfilePage() {
  return (
    <section className="panel">
      <h1>Profile</h1>
    </section>
  );
}
