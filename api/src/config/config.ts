import { resolve } from 'node:path';
import { z } from 'zod';
import { installRoot } from './install-paths';

/** 'true' or 'false', nothing else, read as a boolean. */
const flag = (byDefault: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(byDefault)
    .transform((value) => value === 'true');

/** A URL whose scheme `scheme` matches; `message` names the schemes it takes. */
const urlWithScheme = (scheme: RegExp, message: string) =>
  z
    .string()
    .url()
    .refine((url) => scheme.test(url), message);

const httpUrl = () => urlWithScheme(/^https?:\/\//, 'must be an http:// or https:// URL');

/**
 * Every setting the server reads from the environment, validated in one place: the plumbing's
 * here, a feature's in the config part it brings (Feature.config). Nothing else in the code
 * reads process.env.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: urlWithScheme(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // HS256 is only as strong as its key: 32 characters at least (a random one is generated when unset).
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO_DATA: flag('true'),
  TRUST_PROXY: flag('false'),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each origin must look like https://shop.example'))),
  SMTP_URL: urlWithScheme(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(1).default('Crumb <no-reply@crumb.local>'),
  // Any value is accepted (hosts set their own); only 'development' changes behaviour.
  NODE_ENV: z.string().default('production'),
  REDIS_URL: urlWithScheme(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ENDPOINT: httpUrl().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag('false'),
  S3_PUBLIC_URL: httpUrl()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

/** Where images go when S3_BUCKET is set: any S3-compatible service (AWS, MinIO, R2). */
export interface S3Config {
  bucket: string;
  /** MinIO's or R2's address; unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset means the AWS SDK's own chain (instance roles, AWS_* variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, s3rver) rather than in the host name. */
  forcePathStyle: boolean;
  /** A CDN or the bucket's public address: /uploads/... redirects there instead of streaming. No trailing slash. */
  publicUrl: string | undefined;
}

/** Settings that only mean something with S3_BUCKET. */
const S3_DEPENDENT = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/**
 * The settings features add, each by declaration merging from its config part (auth:
 * `initialAdmin`), so plumbing names no feature and every reader still gets a typed field.
 */
export interface FeatureConfig {} // eslint-disable-line @typescript-eslint/no-empty-object-type

/** The plumbing's settings. */
export interface PlumbingConfig {
  port: number;
  host: string;
  /** A real PostgreSQL; when absent the embedded one under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** The built web client; served when it exists. */
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  /** Signs admin tokens; when unset a random one is generated once and kept in the database, shared by every instance. */
  jwtSecret: string | undefined;
  /** Other origins (a separately hosted client) allowed to call the API with credentials. */
  corsOrigins: string[];
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login limits key on it). */
  trustProxy: boolean;
  /** On SIGTERM, how long readiness answers 503 while requests are still served, before the stop (0: none). */
  shutdownDrainMs: number;
  /** The mail server; when unset every message is written to outboxDir as an .eml file. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** NODE_ENV as given; production unless set. */
  nodeEnv: string;
  /** NODE_ENV=development (`npm run dev`): error answers of GraphQL carry their stack trace. */
  isDevelopment: boolean;
  /** Shared by every instance: cache invalidation and login limits. Unset means PostgreSQL (or memory on the embedded database). */
  redisUrl: string | undefined;
  /** Images in a bucket; unset means the data folder. */
  s3: S3Config | undefined;
}

export type AppConfig = PlumbingConfig & FeatureConfig;

export class ConfigError extends Error {}

/**
 * The environment variables a feature reads, checked with the plumbing's (a malformed one fails
 * the start with the others), and how they become its settings. `read` throws a ConfigError for
 * a rule across variables.
 */
export interface ConfigPart {
  variables: z.ZodRawShape;
  read(values: Record<string, unknown>): Partial<FeatureConfig>;
}

/** Keeps a part's `read` typed by its own variables. */
export function configPart<TShape extends z.ZodRawShape>(
  variables: TShape,
  read: (values: z.infer<z.ZodObject<TShape>>) => Partial<FeatureConfig>,
): ConfigPart {
  return { variables, read };
}

/** The configuration from the environment, with the features' parts (the shop's: shop.ts loadConfig). */
export function loadConfigWith(parts: readonly ConfigPart[], env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Treat empty variables as unset, as shells and compose files often leave them empty.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const schema = EnvSchema.extend(Object.assign({}, ...parts.map((part) => part.variables)) as z.ZodRawShape);
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data as z.infer<typeof EnvSchema>;
  const featureSettings = Object.assign({}, ...parts.map((part) => part.read(parsed.data))) as FeatureConfig;
  if (values.S3_BUCKET === undefined) {
    const stray = S3_DEPENDENT.filter((name) => values[name] !== undefined);
    if (stray.length) throw new ConfigError(`Invalid configuration: ${stray.join(', ')} set without S3_BUCKET`);
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const dataDir = resolve(values.DATA_DIR);
  return {
    ...featureSettings,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    webDistDir: resolve(values.WEB_DIST_DIR ?? resolve(installRoot, 'web', 'dist')),
    logLevel: values.LOG_LEVEL,
    seedDemoData: values.SEED_DEMO_DATA,
    jwtSecret: values.JWT_SECRET,
    corsOrigins: values.CORS_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    outboxDir: resolve(dataDir, 'outbox'),
    nodeEnv: values.NODE_ENV,
    isDevelopment: values.NODE_ENV === 'development',
    redisUrl: values.REDIS_URL,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
          publicUrl: values.S3_PUBLIC_URL,
        }
      : undefined,
  };
}

/** The URL with its password hidden, for log lines. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
