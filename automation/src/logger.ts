export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`[automation] ${message}`),
  warn: (message) => console.warn(`[automation] ${message}`),
  error: (message, error) => console.error(`[automation] ${message}`, error ?? ''),
};

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
