/**
 * Whether a key may be read or written at all: relative, no `..` or empty segment, no
 * backslash or escape. Stored keys are generated or shipped names, so anything else is a
 * crafted address, refused before it reaches a folder or a bucket.
 */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512 || key.startsWith('/')) return false;
  if (/[\\%\0]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Whether a key names a file /uploads may serve: safe, and no dotfile (manifests) anywhere in it. */
export function isServableKey(key: string): boolean {
  return isSafeKey(key) && key.split('/').every((segment) => !segment.startsWith('.'));
}
