import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ComponentType } from 'react';
import { useTranslations } from '../config/docs-context';
import { CodeBlock } from '../code/code-block';
import { DemoErrorBoundary } from './demo-error-boundary';

/** A live demo: the component rendered from the same file whose source is shown below it. */
export function Demo({
  name,
  component: DemoComponent,
  source,
}: {
  name: string;
  component?: ComponentType;
  source?: string;
}) {
  const t = useTranslations();
  const [showCode, setShowCode] = useState(true);
  const [resetKey, setResetKey] = useState(0);
  if (!DemoComponent || source === undefined) return null;
  const codeId = `demo-${name}-code`;
  return (
    <Box component="section" id={`demo-${name}`} aria-label={`${t.demo}: ${name}`} data-slot="demo" sx={{ my: 3 }}>
      <Box
        data-slot="demo-preview"
        sx={{
          p: { xs: 2, sm: 3 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0,
          overflow: 'auto',
        }}
      >
        <DemoErrorBoundary
          key={resetKey}
          message={t.demoError}
          resetLabel={t.resetDemo}
          onReset={() => setResetKey((key) => key + 1)}
        >
          <DemoComponent />
        </DemoErrorBoundary>
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 1,
          px: 1,
          py: 0.5,
          border: 1,
          borderTop: 0,
          borderColor: 'divider',
        }}
      >
        <Button size="small" aria-expanded={showCode} aria-controls={codeId} onClick={() => setShowCode(!showCode)}>
          {showCode ? t.hideCode : t.showCode}
        </Button>
        <Button size="small" onClick={() => setResetKey((key) => key + 1)}>
          {t.resetDemo}
        </Button>
      </Box>
      <Box
        id={codeId}
        hidden={!showCode}
        sx={{ '& > [data-slot=code-block]': { mt: 0, borderTopLeftRadius: 0, borderTopRightRadius: 0 } }}
      >
        <CodeBlock code={source.trimEnd()} language="tsx" title={`${name}.tsx`} />
      </Box>
    </Box>
  );
}
