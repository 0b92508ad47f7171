/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the address after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
