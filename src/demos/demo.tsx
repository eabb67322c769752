import Box from '@mui/material/Box';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useCopy } from '../code/use-copy';
import { useTranslations } from '../config/docs-context';
import type { CodeStyling } from '../config/preferences/preference-rules';
import { usePreferences } from '../config/preferences/preferences-context';
import { DemoCode } from './demo-code';
import { DemoErrorBoundary } from './demo-error-boundary';
import { DemoToolbar } from './demo-toolbar';
import type { DemoData } from './demo-types';
import { createSandboxProject } from './sandbox/create-sandbox-project';
import { openSandbox, type SandboxTarget } from './sandbox/sandbox-targets';

/** Props `scripts/remark-demos.ts` gives `<Demo name="…" />`. */
export interface DemoProps {
  name: string;
  /** The live component of each styling the demo has files for. */
  components?: Partial<Record<CodeStyling, ComponentType>>;
  /** Sources, JS twins and sandbox packages, made at build time. */
  data?: DemoData;
}

/** A live demo: the component rendered from the same file whose source is shown below it. */
export function Demo({ name, components, data }: DemoProps) {
  const t = useTranslations();
  const { codeVariant, codeStyling } = usePreferences();
  const [showCode, setShowCode] = useState(true);
  const [resetKey, setResetKey] = useState(0);
  const [selectedFile, setSelectedFile] = useState(0);
  const { copied, copy } = useCopy();
  const preview = useRef<HTMLDivElement>(null);
  const reset = useCallback(() => setResetKey((key) => key + 1), []);

  const variant = data?.variants.find((item) => item.styling === codeStyling) ?? data?.variants[0];
  const DemoComponent = variant ? components?.[variant.styling] : undefined;
  if (!data || !variant || !DemoComponent) return null;
  const file = variant.files[Math.min(selectedFile, variant.files.length - 1)];
  const codeId = `demo-${name}-code`;

  return (
    <Box component="section" id={`demo-${name}`} aria-label={`${t.demo}: ${name}`} data-slot="demo" sx={{ my: 3 }}>
      <Box
        ref={preview}
        tabIndex={-1}
        data-slot="demo-preview"
        sx={{
          p: { xs: 2, sm: 3 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0,
          overflow: 'auto',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <DemoErrorBoundary key={resetKey} message={t.demoError} resetLabel={t.resetDemo} onReset={reset}>
          <DemoComponent />
        </DemoErrorBoundary>
      </Box>
      <Box sx={{ border: 1, borderTop: 0, borderColor: 'divider' }}>
        <DemoToolbar
          name={name}
          codeId={codeId}
          showCode={showCode}
          onToggleCode={() => setShowCode(!showCode)}
          stylings={data.variants.map((item) => item.styling)}
          styling={variant.styling}
          copied={copied}
          onCopy={() => file && void copy((codeVariant === 'TS' ? file.ts : file.js).code)}
          onReset={reset}
          onResetFocus={() => preview.current?.focus()}
          onOpenSandbox={(target: SandboxTarget) =>
            void openSandbox(target, createSandboxProject(name, variant, codeVariant))
          }
        />
      </Box>
      <Box
        id={codeId}
        hidden={!showCode}
        data-slot="demo-code"
        sx={{ '& > [data-slot=code-block]': { mt: 0, borderTopLeftRadius: 0, borderTopRightRadius: 0 } }}
      >
        <DemoCode files={variant.files} variant={codeVariant} selected={selectedFile} onSelect={setSelectedFile} />
      </Box>
    </Box>
  );
}
