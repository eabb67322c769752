import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useSyncExternalStore } from 'react';
import { CodeBlock } from '../code/code-block';
import { useTranslations } from '../config/docs-context';
import type { CodeVariant } from '../config/preferences/preference-rules';
import type { DemoFile } from './demo-types';
import { LiveEditor } from './live-editor';

/** A demo file's name as shown: `name.tsx` / `name.ts` for TS, `name.js` for JS (SPEC §4 hashes). */
export function displayFileName(file: DemoFile, variant: CodeVariant): string {
  return `${file.name}.${variant === 'TS' ? (file.jsx ? 'tsx' : 'ts') : 'js'}`;
}

const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** Props of {@link DemoCode}. */
export interface DemoCodeProps {
  files: DemoFile[];
  variant: CodeVariant;
  selected: number;
  onSelect: (index: number) => void;
  /** The reader's edit of the demo's own file (the first), or null while it is unedited. */
  edited?: string | null;
  /** Makes the demo's own file editable: called with each edit. */
  onEdit?: (code: string) => void;
}

/** The demo's source in the chosen language: one tab per file when it imports files of its own. */
export function DemoCode({ files, variant, selected, onSelect, edited = null, onEdit }: DemoCodeProps) {
  const t = useTranslations();
  const id = useId();
  // The editor exists only in the browser: the prerendered HTML holds the code once, highlighted.
  const hydrated = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const index = Math.min(selected, files.length - 1);
  const file = files[index];
  if (!file) return null;
  const source = variant === 'TS' ? file.ts : file.js;
  const editable = hydrated && index === 0 && onEdit !== undefined;
  const code = editable && edited !== null ? edited : source.code;
  const preId = `${id}-code`;
  const header =
    files.length > 1 ? (
      <Tabs
        value={index}
        onChange={(_event, next: number) => onSelect(next)}
        aria-label={t.demoFiles}
        variant="scrollable"
        scrollButtons={false}
        sx={{
          minHeight: 36,
          '& .MuiTab-root': {
            minHeight: 36,
            py: 0.5,
            px: 1.5,
            textTransform: 'none',
            fontFamily: 'monospace',
            fontSize: 12,
            color: 'var(--code-muted)',
          },
          '& .MuiTab-root.Mui-selected': { color: 'var(--code-foreground)' },
        }}
      >
        {files.map((item, tabIndex) => (
          <Tab
            key={item.name}
            value={tabIndex}
            label={displayFileName(item, variant)}
            id={`${id}-tab-${tabIndex}`}
            aria-controls={preId}
            data-slot="demo-file-tab"
          />
        ))}
      </Tabs>
    ) : undefined;
  return (
    <CodeBlock
      code={code}
      html={code === source.code ? source.html : undefined}
      editor={
        editable ? (
          <LiveEditor value={code} onChange={onEdit} label={`${t.editDemo}: ${displayFileName(file, variant)}`} />
        ) : undefined
      }
      title={displayFileName(file, variant)}
      header={header}
      preId={preId}
      language={variant === 'TS' ? 'tsx' : 'jsx'}
    />
  );
}
