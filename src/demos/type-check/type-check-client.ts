/**
 * The page's side of the demo type checker, loaded on a reader's first edit: starts the worker (./type-check.worker.ts,
 * TypeScript and all) and asks it to check each edit against the packs the edit's imports need.
 */
import packUrls from 'virtual:type-packs';
import type { CheckRequest, TypeDiagnostic } from './type-checker';
import { typePacksFor } from './type-pack-groups';
import type { WorkerRequest, WorkerResponse } from './type-check.worker';

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (value: TypeDiagnostic[]) => void; reject: (reason: Error) => void }>();

function startWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./type-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'demo-type-check',
  });
  started.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if ('diagnostics' in answer) waiting.resolve(answer.diagnostics);
    else waiting.reject(new Error(answer.failure));
  });
  worker = started;
  return started;
}

/** The diagnostics of the edited file of a demo (TypeScript: types and syntax; JavaScript: syntax only). */
export function checkDemo(request: CheckRequest): Promise<TypeDiagnostic[]> {
  const names = typePacksFor([request.code, ...request.files.map((file) => file.code)]);
  const packs = names.map((name) => packUrls[name]).filter((url): url is string => url !== undefined);
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    startWorker().postMessage({ id, request, packs } satisfies WorkerRequest);
  });
}
