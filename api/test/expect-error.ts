import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Expects a refusal: this status, and a body that is the error message alone. */
export function expectError(response: LightMyRequestResponse, status: number, error: unknown): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error });
}
