import type { Log, LogFields } from '../../src/log';

export interface LogLine {
  severity: 'INFO' | 'WARNING' | 'ERROR';
  message: string;
  fields?: LogFields;
}

/** A Log that keeps every entry, for tests that check what the api would have logged. */
export function recordingLog() {
  const lines: LogLine[] = [];
  const entry = (severity: LogLine['severity']) => (message: string, fields?: LogFields) => {
    lines.push({ severity, message, fields });
  };
  const log: Log = { info: entry('INFO'), warn: entry('WARNING'), error: entry('ERROR') };
  /** Every line as the text Cloud Logging would hold, message and fields. */
  const text = () => lines.map((line) => `${line.message} ${JSON.stringify(line.fields ?? {})}`).join('\n');
  return { log, lines, text };
}

/** A Log that drops everything (tests that assert answers, not logs). */
export const silentLog: Log = { info() {}, warn() {}, error() {} };
