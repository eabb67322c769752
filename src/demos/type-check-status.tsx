import Box from '@mui/material/Box';
import { useTranslations } from '../config/docs-context';
import type { CodeVariant } from '../config/preferences/preference-rules';
import type { TypeCheckResult } from './use-type-check';

const MAX_LISTED = 5;

/**
 * The line under an edited demo's code that sums up what the type checker found ("2 type errors: line 5: …"), in a
 * polite live region, so a screen reader announces it and a reader can read it with the keyboard or a screen reader's
 * reading keys; the same errors are underlined in the editor.
 */
export function TypeCheckStatus({ result, language }: { result: TypeCheckResult | null; language: CodeVariant }) {
  const t = useTranslations().typeCheck;
  const text = (() => {
    if (result === null) return '';
    if (result.state === 'checking') return t.checking;
    if (result.state === 'failed') return t.failed.replace('{reason}', result.reason);
    const count = result.diagnostics.length;
    if (count === 0) return language === 'TS' ? t.none : t.noneJs;
    const heading = (
      count === 1 ? (language === 'TS' ? t.one : t.oneJs) : language === 'TS' ? t.many : t.manyJs
    ).replace('{count}', String(count));
    const listed = result.diagnostics
      .slice(0, MAX_LISTED)
      .map((item) => `${t.line.replace('{line}', String(item.line))}: ${item.message.split('\n')[0]} (TS${item.code})`);
    return `${heading}: ${listed.join('; ')}${count > MAX_LISTED ? '; …' : ''}`;
  })();
  const hasErrors = result?.state === 'done' && result.diagnostics.length > 0;
  return (
    <Box
      aria-live="polite"
      data-slot="type-status"
      data-errors={result?.state === 'done' ? result.diagnostics.length : undefined}
      sx={{
        fontSize: 13,
        px: 2,
        py: 1,
        border: 1,
        borderTop: 0,
        borderColor: 'divider',
        color: hasErrors ? 'error.main' : 'text.secondary',
        '&:empty': { p: 0, border: 0 },
      }}
    >
      {text}
    </Box>
  );
}
