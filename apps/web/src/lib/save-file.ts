/** Saves a file held in memory (fetched with the signed-in account's token) on this computer under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // Long enough for the browser to have read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
