import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { Children, isValidElement, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from '../config/docs-context';
import { plainControl } from '../theme/plain-control';
import { CodeBlock } from './code-block';
import { attachCodeTabs, DEFAULT_PACKAGE_MANAGER, isInstallTabs, packageManagerIndex } from './code-tabs-behaviour';
import { readFence, type Fence } from './fence';

function fencesOf(children: ReactNode): Fence[] {
  return Children.toArray(children)
    .filter(isValidElement<{ children?: ReactNode }>)
    .map((element) => readFence(element.props.children));
}

/**
 * One stylesheet for the tabs (plain elements, no script needed to look right): a row of text tabs, the selected one
 * underlined in the primary colour, with a visible keyboard focus ring.
 */
const codeTabsSx: SystemStyleObject<Theme> = {
  my: 2,
  '& [role="tablist"]': { display: 'flex', overflowX: 'auto', minHeight: 36 },
  '& [role="tab"]': (theme: Theme) => {
    const vars = theme.vars ?? theme;
    return {
      ...theme.typography.button,
      ...plainControl(theme, -2),
      flexShrink: 0,
      minWidth: 90,
      maxWidth: 360,
      minHeight: 36,
      padding: '4px 16px',
      background: 'none',
      lineHeight: 1.25,
      color: vars.palette.text.secondary,
      // Tabs brighten their text on hover instead of the base's tint.
      '&:hover': { color: vars.palette.text.primary },
      // The selection indicator, drawn inside the tab so it takes no room.
      '&[aria-selected="true"]': {
        color: vars.palette.primary.main,
        boxShadow: `inset 0 -2px 0 ${vars.palette.primary.main}`,
      },
    };
  },
  '& [role="tabpanel"] > [data-slot="code-block"]': { mt: 0 },
};

/**
 * Several fenced blocks shown as tabs, labelled by their titles. Tabs titled npm / pnpm / yarn follow the reader's
 * remembered package manager across the whole site. Every panel is in the markup (all but the selected one `hidden`);
 * switching is `attachCodeTabs` (`code-tabs-behaviour.ts`), the same function a static page runs on this markup.
 */
export function CodeTabs({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const ref = useRef<HTMLDivElement>(null);
  // Unique on the page and the same in the prerendered HTML and after hydration.
  const id = useId();
  useEffect(() => (ref.current ? attachCodeTabs(ref.current) : undefined), []);
  const fences = fencesOf(children);
  const labels = fences.map((fence, index) => fence.title ?? fence.language ?? `Tab ${index + 1}`);
  const isInstall = isInstallTabs(labels);
  // The prerendered selection; the reader's stored package manager is applied by the behaviour.
  const selected = isInstall ? packageManagerIndex(labels, DEFAULT_PACKAGE_MANAGER) : 0;
  return (
    <Box ref={ref} data-slot="code-tabs" data-install={isInstall ? '' : undefined} sx={codeTabsSx}>
      <div role="tablist" aria-label={t.codeTabs}>
        {labels.map((label, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            data-value={label}
          >
            {label}
          </button>
        ))}
      </div>
      {fences.map((fence, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          <CodeBlock code={fence.code} html={fence.html} language={fence.language} />
        </div>
      ))}
    </Box>
  );
}
