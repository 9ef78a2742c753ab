/** The last resort of an error state: load the whole page again from the server. */
export function reloadPage(): void {
  window.location.reload();
}
