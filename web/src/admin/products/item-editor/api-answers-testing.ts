// Answers and files for the admin page tests.

/** An answer that never comes: the page stays in its loading state. */
export function noAnswerYet() {
  return new Promise<never>(() => undefined);
}

/** An image the owner picks with the file input. */
export function pictureFile(name = 'picture.png') {
  return new File(['\x89PNG'], name, { type: 'image/png' });
}
