/** A variable of the environment the server cannot start with: the message names it and says what was expected. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid ${variable}: ${detail}`);
  }
}
