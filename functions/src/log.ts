/**
 * Structured logs with a severity, as Cloud Logging reads them (firebase-functions/logger writes one
 * JSON line per entry). The api takes a Log so that tests can record what would be written.
 *
 * Never log a secret, a token or a request body: messages name what failed and why.
 */
import * as functionsLogger from 'firebase-functions/logger';

export type LogFields = Record<string, unknown>;

export interface Log {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** The production logger: severity INFO / WARNING / ERROR, fields in the entry's jsonPayload. */
export const functionsLog: Log = {
  info: (message, fields) => functionsLogger.info(message, { ...fields }),
  warn: (message, fields) => functionsLogger.warn(message, { ...fields }),
  error: (message, fields) => functionsLogger.error(message, { ...fields }),
};
