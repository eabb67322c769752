import { useApiStrings } from './api-strings';
import { ApiMarkdown } from './markdown';

/** Marks a deprecated prop, slot, class or item, with the reason from `@deprecated` when there is one. */
export function DeprecatedNote({ reason }: { reason: string | undefined }) {
  const apiStrings = useApiStrings();
  if (reason === undefined) return null;
  return (
    <div data-slot="api-deprecated" role="note">
      <strong>{apiStrings.deprecated}</strong>
      <ApiMarkdown markdown={reason} />
    </div>
  );
}
