import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Children, isValidElement, useId, useState, type ReactNode } from 'react';
import { useTranslations } from '../config/docs-context';
import { useStoredChoice } from '../config/use-stored-choice';
import { CodeBlock } from './code-block';
import { readFence, type Fence } from './fence';

const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;

function fencesOf(children: ReactNode): Fence[] {
  return Children.toArray(children)
    .filter(isValidElement<{ children?: ReactNode }>)
    .map((element) => readFence(element.props.children));
}

/**
 * Several fenced blocks shown as tabs, labelled by their titles. Tabs titled npm / pnpm / yarn
 * follow the reader's remembered package manager across the whole site.
 */
export function CodeTabs({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const fences = fencesOf(children);
  const id = useId();
  const labels = fences.map((fence, index) => fence.title ?? fence.language ?? `Tab ${index + 1}`);
  const isInstall = labels.every((label) => (PACKAGE_MANAGERS as readonly string[]).includes(label));
  const [manager, setManager] = useStoredChoice('x-docs-package-manager', PACKAGE_MANAGERS, 'npm');
  const [local, setLocal] = useState(0);
  const selected = isInstall ? Math.max(0, labels.indexOf(manager)) : local;
  const fence = fences[selected];
  return (
    <Box data-slot="code-tabs" sx={{ my: 2 }}>
      <Tabs
        value={selected}
        onChange={(_event, index: number) =>
          isInstall ? setManager(labels[index] as (typeof PACKAGE_MANAGERS)[number]) : setLocal(index)
        }
        aria-label={t.codeTabs}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, textTransform: 'none' } }}
      >
        {labels.map((label, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        sx={{ '& > [data-slot=code-block]': { mt: 0 } }}
      >
        {fence ? <CodeBlock code={fence.code} html={fence.html} language={fence.language} /> : null}
      </Box>
    </Box>
  );
}
