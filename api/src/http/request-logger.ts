import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilent, Logger } from 'pino';

/**
 * A request's logger that becomes pino's child logger (the request id bound into every line)
 * only when the request writes a line. Fastify makes that child for every request, and pino
 * builds its formatters and serialises the bindings each time: a few microseconds that a cached
 * read, which writes no line, spends for nothing. A line at a level the logger leaves out is
 * dropped here, before any child is made.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilent {
    return (this.made?.level ?? this.options.level ?? this.parent.level) as LevelWithSilent;
  }

  set level(level: LevelWithSilent) {
    this.logger.level = level;
  }

  /** Whether a line at `level` is written, by pino's own order of levels. */
  isLevelEnabled(level: Level): boolean {
    const values = this.parent.levels.values;
    return values[level]! >= values[this.level]!;
  }

  private write(level: Level, line: unknown[]): void {
    if (this.isLevelEnabled(level)) this.logger[level](...(line as [unknown]));
  }

  // Methods, not arrow functions in fields: one logger is made per request, its methods once.
  trace(...line: unknown[]): void {
    this.write('trace', line);
  }
  debug(...line: unknown[]): void {
    this.write('debug', line);
  }
  info(...line: unknown[]): void {
    this.write('info', line);
  }
  warn(...line: unknown[]): void {
    this.write('warn', line);
  }
  error(...line: unknown[]): void {
    this.write('error', line);
  }
  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made on its first line. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger as Logger, bindings, options);
