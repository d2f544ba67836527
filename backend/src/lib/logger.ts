export type LogLevel = 'silent' | 'error' | 'info' | 'debug';

const ORDER: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 };

export interface Logger {
  /** Lets hot paths skip building a message nobody will see. */
  enabled(level: LogLevel): boolean;
  error(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

/** Plain line logger; tests run with LOG_LEVEL=silent so their output stays readable. */
export function createLogger(level: LogLevel, scope?: string): Logger {
  const prefix = scope ? `[${scope}] ` : '';
  const enabled = (wanted: LogLevel) => ORDER[level] >= ORDER[wanted];
  return {
    enabled,
    error: (m) => enabled('error') && console.error(`${prefix}${m}`),
    info: (m) => enabled('info') && console.log(`${prefix}${m}`),
    debug: (m) => enabled('debug') && console.log(`${prefix}${m}`),
  };
}
