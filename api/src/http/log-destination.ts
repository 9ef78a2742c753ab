import pino, { type DestinationStream } from 'pino';

/** Bytes of log lines gathered before one write: about a dozen request lines. */
const BUFFER_BYTES = 4096;
/** A quiet server's lines are written at least this often. */
const FLUSH_INTERVAL_MS = 1000;

/**
 * Where the server's log lines go (standard output by default): written asynchronously, a few
 * kilobytes at a time, and at least once a second, instead of one blocking write per line. A
 * write per line cost a cached read about as much as its answer (profiled: ~20 µs of 110),
 * and blocks the event loop whenever the pipe behind standard output is slow. Lines still
 * buffered when the process exits are written by pino's exit handler; only a hard kill or a
 * power cut can lose the last second.
 */
export function bufferedLogDestination(dest: number | string = 1): DestinationStream {
  const stream = pino.destination({ dest, sync: false, minLength: BUFFER_BYTES });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Ended (the app closed): the close listener below stops the timer.
    }
  }, FLUSH_INTERVAL_MS);
  // The timer alone never keeps the process alive.
  timer.unref();
  stream.on('close', () => clearInterval(timer));
  return stream;
}
