/** Placeholder page: issue #5 fills it in. */
export default function AdminDashboardPage() {
  return (
    <section className="panel">
      <h1>Admin Dashboard</h1>
    </section>
  );
}
