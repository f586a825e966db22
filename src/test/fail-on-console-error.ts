/** Tests fail on an unexpected console.error: it usually means a React warning or a swallowed bug. */
export function failOnConsoleError(): void {
  let errors: unknown[][] = [];
  const original = console.error;
  beforeEach(() => {
    errors = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
  });
  afterEach(() => {
    (console.error as jest.Mock).mockRestore?.();
    console.error = original;
    if (errors.length > 0) {
      const printed = errors.map((args) => args.map(String).join(' ')).join('\n');
      throw new Error(`Unexpected console.error:\n${printed}`);
    }
  });
}

/** For a test that expects console.error (for example a logged failure): returns the calls made. */
export function expectConsoleError(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
