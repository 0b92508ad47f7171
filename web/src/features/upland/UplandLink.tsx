/** Placeholder: the Upland issue (#8) makes this the 'Upland Auth' link flow. */
export function UplandLink() {
  return (
    <button type="button" className="primary" disabled>
      Upland Auth
    </button>
  );
}
