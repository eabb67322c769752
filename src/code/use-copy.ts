import { useCallback, useEffect, useState } from 'react';
import { createCopyFeedback, type CopyVia } from './copy-feedback';

/**
 * Copies text to the clipboard and reports `copied` for a while: {@link createCopyFeedback} (the same code the
 * framework-free copy buttons run) with React state. A failed write is ignored on purpose (SPEC §8): the button simply
 * stays "Copy".
 */
export function useCopy(): { copied: boolean; copy: (text: string, via?: CopyVia) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const [feedback] = useState(() => createCopyFeedback(setCopied));
  useEffect(() => feedback.dispose, [feedback]);
  const copy = useCallback(
    async (text: string, via: CopyVia = 'click') => {
      await feedback.copy(text, via);
    },
    [feedback],
  );
  return { copied, copy };
}
