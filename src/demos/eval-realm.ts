/**
 * Where live editing evaluates code. The page's Content-Security-Policy has no 'unsafe-eval'; the runner document
 * (public/live-edit/runner.html, same origin, hidden) allows string compilation and nothing else. A `Function` built
 * from the runner's constructor is checked against the runner's policy, not the page's, so the edited demo compiles
 * there and runs here, on the page's React. The frame is added on the first edit only.
 */
type FunctionConstructor = new (...parameters: string[]) => (...values: unknown[]) => unknown;

const RUNNER_PATH = 'live-edit/runner.html';
let runner: Promise<FunctionConstructor> | undefined;

/**
 * The page's own globals, handed to the edited code under their usual names so that `new Date()`, `window` or
 * `setTimeout` in a demo mean this page's, not the hidden runner's (a Date from another realm fails `instanceof`).
 */
const PAGE_GLOBALS = [
  'window',
  'document',
  'globalThis',
  'self',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'console',
  'fetch',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'queueMicrotask',
  'Object',
  'Array',
  'Date',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'Error',
  'TypeError',
  'RangeError',
  'RegExp',
  'Symbol',
  'Math',
  'JSON',
  'Intl',
  'Number',
  'String',
  'Boolean',
] as const;

function loadRunner(): Promise<FunctionConstructor> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.title = 'Live edit runner';
    frame.src = new URL(`${import.meta.env.BASE_URL}${RUNNER_PATH}`, window.location.origin).href;
    frame.addEventListener('load', () => {
      const constructor = (frame.contentWindow as unknown as { Function?: FunctionConstructor } | null)?.Function;
      if (constructor) resolve(constructor);
      else reject(new Error('The live editor could not start its runner. Reload the page to edit this demo.'));
    });
    frame.addEventListener('error', () =>
      reject(new Error('The live editor could not load its runner. Reload the page to edit this demo.')),
    );
    document.body.append(frame);
  });
}

/** Runs CommonJS `code` with the given parameters (`require`, `exports`, `module`) in the runner. */
export async function evaluateInRunner(code: string, parameters: Record<string, unknown>): Promise<void> {
  runner ??= loadRunner().catch((error: unknown) => {
    runner = undefined;
    throw error;
  });
  const RunnerFunction = await runner;
  const names = [...Object.keys(parameters), ...PAGE_GLOBALS.filter((name) => !(name in parameters))];
  const page = globalThis as unknown as Record<string, unknown>;
  const values = names.map((name) => (name in parameters ? parameters[name] : page[name]));
  new RunnerFunction(...names, code)(...values);
}
