import type { within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Checks that `scope` lists the demo shop's phone, email, address and Instagram as the storefront
 * shows them to shoppers: the phone, the email and the handle as links they can follow.
 */
export function expectDemoContactDetails(scope: ReturnType<typeof within>) {
  expect(scope.getByRole('link', { name: '+973 3300 1122' })).toHaveAttribute('href', 'tel:+97333001122');
  expect(scope.getByRole('link', { name: 'hello@crumb.example' })).toHaveAttribute(
    'href',
    'mailto:hello@crumb.example',
  );
  expect(scope.getByText('Block 338, Adliya, Manama')).toBeInTheDocument();
  expect(scope.getByRole('link', { name: '@crumb.bh' })).toHaveAttribute('href', 'https://www.instagram.com/crumb.bh/');
}
