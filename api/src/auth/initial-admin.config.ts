import { z } from 'zod';
import { ConfigError, configPart } from '../config/config';
import { CREATE_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, emailProblem, normalizeEmail } from './credential-rules';

/** The owner's first account, made at start, held to the same rules as one made in the shop. */
export interface InitialAdmin {
  email: string;
  password: string;
}

declare module '../config/config' {
  interface FeatureConfig {
    /** The admin created at first start (ADMIN_EMAIL, ADMIN_PASSWORD), so a deployed shop is never claimable. */
    initialAdmin: InitialAdmin | undefined;
  }
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: both or neither. */
export const initialAdminConfig = configPart(
  {
    ADMIN_EMAIL: z
      .string()
      .transform(normalizeEmail)
      .refine((email) => emailProblem(email) === null, 'must be an email address')
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(CREATE_PASSWORD_MIN_LENGTH, `must be at least ${CREATE_PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .optional(),
  },
  ({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password }) => {
    if ((email === undefined) !== (password === undefined)) {
      throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    }
    return { initialAdmin: email && password ? { email, password } : undefined };
  },
);
