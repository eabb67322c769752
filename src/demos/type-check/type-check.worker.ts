/**
 * The demo type checker's worker: TypeScript itself (loaded with this worker, so only once a reader edits a demo),
 * the type packs it is asked to use (fetched once each), and a language service over them (./type-checker.ts).
 * Answers each request with the diagnostics of the edited file.
 */
import ts from 'typescript';
import { createTypeChecker, type CheckRequest, type TypeChecker, type TypeDiagnostic } from './type-checker';
import type { TypePack } from './type-pack-groups';

/** A request from the page: what to check, and the URLs of the packs it needs. */
export interface WorkerRequest {
  id: number;
  request: CheckRequest;
  packs: string[];
}

/** The answer: the diagnostics, or why the check could not run. */
export type WorkerResponse = { id: number; diagnostics: TypeDiagnostic[] } | { id: number; failure: string };

/** The worker's global scope (the site's TypeScript settings describe a window). */
const scope = self as unknown as {
  postMessage: (message: WorkerResponse) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
};

const packs = new Map<string, Promise<TypePack>>();
let checker: { urls: string; checker: TypeChecker } | undefined;

function fetchPack(url: string): Promise<TypePack> {
  let pack = packs.get(url);
  if (!pack) {
    pack = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<TypePack>;
    });
    pack.catch(() => packs.delete(url));
    packs.set(url, pack);
  }
  return pack;
}

/** A checker over exactly these packs: a new one only when an edit imports a product no earlier edit did. */
async function checkerFor(urls: string[]): Promise<TypeChecker> {
  const key = [...urls].sort().join(' ');
  if (checker?.urls === key) return checker.checker;
  const loaded = await Promise.all(urls.map(fetchPack));
  checker = { urls: key, checker: createTypeChecker(ts, loaded) };
  return checker.checker;
}

scope.addEventListener('message', (event) => {
  const { id, request, packs: urls } = event.data;
  checkerFor(urls)
    .then((current) => current.check(request))
    .then(
      (diagnostics) => scope.postMessage({ id, diagnostics }),
      (failure: unknown) => scope.postMessage({ id, failure: String(failure) }),
    );
});
