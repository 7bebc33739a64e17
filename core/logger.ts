/**
 * The one place the workspace writes diagnostics. Tests replace the sink to assert on
 * diagnostics (a malformed hub event must say what was wrong) without console noise.
 */
export interface LogSink {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
}

const consoleSink: LogSink = {
  warn: (m, ...d) => console.warn(m, ...d),
  error: (m, ...d) => console.error(m, ...d),
  info: (m, ...d) => console.info(m, ...d),
};

let sink: LogSink = consoleSink;

export const logger: LogSink = {
  warn: (m, ...d) => sink.warn(m, ...d),
  error: (m, ...d) => sink.error(m, ...d),
  info: (m, ...d) => sink.info(m, ...d),
};

export function setLogSink(next: LogSink | undefined): void {
  sink = next ?? consoleSink;
}
