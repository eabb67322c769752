import { lazy, Suspense } from 'react';
import { useServiceWorker } from './use-service-worker';

const UpdateSnackbar = lazy(() => import('./update-snackbar'));

/** Offers the reload while a new build's worker waits; the snackbar's code loads only when there is one. */
export function UpdatePrompt() {
  const { updateWaiting } = useServiceWorker();
  if (!updateWaiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  );
}
