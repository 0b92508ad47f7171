/** Placeholder page: issue #4 fills it in. */
export default function VerifyEmailPage() {
  return (
    <section className="panel">
      <h1>Email verification</h1>
    </section>
  );
}
