/**
 * What an admin's email and password must look like (docs/product.md#sign-in-rules). Pure and dependency-free so
 * the auth service and the ADMIN_EMAIL / ADMIN_PASSWORD check (initial-admin.config.ts) share one rule.
 */

/** Creating an admin asks for a longer password than signing in accepts (docs/product.md#sign-in-rules). */
export const CREATE_PASSWORD_MIN_LENGTH = 8;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** Bounds the work one request can ask of the password hasher. */
export const PASSWORD_MAX_LENGTH = 1024;
/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

// One @, no spaces, and a dot in the domain: enough to catch typos without rejecting real
// addresses (a strict RFC 5322 pattern refuses less than it seems and helps nobody here).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared case-insensitively: stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why this (normalised) email is not acceptable, or null when it is. */
export function emailProblem(email: string): string | null {
  if (email === '') return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return null;
}

/** Why this password is not acceptable, or null when it is. */
export function passwordProblem(password: string, minLength: number): string | null {
  if (password === '') return 'Password is required';
  if (password.length < minLength) return `Password must be at least ${minLength} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}
