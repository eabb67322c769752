import BoltIcon from '@mui/icons-material/Bolt';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import CheckIcon from '@mui/icons-material/Check';
import CodeIcon from '@mui/icons-material/Code';
import CodeOffIcon from '@mui/icons-material/CodeOff';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LinkIcon from '@mui/icons-material/Link';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslations } from '../config/docs-context';
import type { CodeStyling, CodeVariant } from '../config/preferences/preference-rules';
import { usePreferences } from '../config/preferences/preferences-context';
import { ToolbarItem } from './toolbar-item';
import type { SandboxTarget } from './sandbox/sandbox-targets';
import { useRovingTabIndex } from './use-roving-tabindex';

/** Props of {@link DemoToolbar}: the demo's state and what each action does. */
export interface DemoToolbarProps {
  name: string;
  /** Id of the code panel the show/hide button controls. */
  codeId: string;
  showCode: boolean;
  onToggleCode: () => void;
  /** Stylings the demo has files for (`system` always); one styling shows as a label. */
  stylings: CodeStyling[];
  styling: CodeStyling;
  copied: boolean;
  onCopy: () => void;
  onReset: () => void;
  onResetFocus: () => void;
  onOpenSandbox: (target: SandboxTarget) => void;
}

interface Action {
  key: string;
  label: string;
  content: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  href?: string;
  onClick?: () => void;
}

/** The demo's keyboard toolbar (role=toolbar, one Tab stop, arrow keys mirrored in RTL). */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslations();
  const { codeVariant, setCodeVariant, setCodeStyling, direction } = usePreferences();
  const variants: { value: CodeVariant; label: string }[] = [
    { value: 'TS', label: t.typeScript },
    { value: 'JS', label: t.javaScript },
  ];
  const actions: Action[] = [
    {
      key: 'code',
      label: props.showCode ? t.hideCode : t.showCode,
      content: props.showCode ? <CodeOffIcon fontSize="small" /> : <CodeIcon fontSize="small" />,
      expanded: props.showCode,
      controls: props.codeId,
      onClick: props.onToggleCode,
    },
    ...variants.map(({ value, label }) => ({
      key: value,
      label,
      content: value,
      pressed: codeVariant === value,
      onClick: () => setCodeVariant(value),
    })),
    ...(props.stylings.length > 1
      ? props.stylings.map((value) => ({
          key: value,
          label: `${t.demoStyling}: ${t.codeStylings[value]}`,
          content: t.codeStylings[value],
          pressed: props.styling === value,
          onClick: () => setCodeStyling(value),
        }))
      : []),
    {
      key: 'copy',
      label: props.copied ? t.copied : t.copySource,
      content: props.copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />,
      onClick: props.onCopy,
    },
    { key: 'reset', label: t.resetDemo, content: <RefreshIcon fontSize="small" />, onClick: props.onReset },
    {
      key: 'focus',
      label: t.resetFocus,
      content: <CenterFocusStrongIcon fontSize="small" />,
      onClick: props.onResetFocus,
    },
    { key: 'link', label: t.linkToDemo, content: <LinkIcon fontSize="small" />, href: `#demo-${props.name}` },
    {
      key: 'stackblitz',
      label: t.openStackBlitz,
      content: <BoltIcon fontSize="small" />,
      onClick: () => props.onOpenSandbox('stackblitz'),
    },
    {
      key: 'codesandbox',
      label: t.openCodeSandbox,
      content: <Inventory2OutlinedIcon fontSize="small" />,
      onClick: () => props.onOpenSandbox('codesandbox'),
    },
  ];
  const { onKeyDown, getItemProps } = useRovingTabIndex(actions.length, direction);

  return (
    <Box
      role="toolbar"
      aria-label={t.demoToolbar}
      data-slot="demo-toolbar"
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 1,
        py: 0.5,
      }}
    >
      {props.stylings.length > 1 ? null : (
        <Box
          component="span"
          data-slot="demo-styling"
          sx={{ fontSize: 12, color: 'text.secondary', marginInlineEnd: 'auto' }}
        >
          {t.demoStyling}: {t.codeStylings[props.styling]}
        </Box>
      )}
      {actions.map(({ key, ...action }, index) => (
        <ToolbarItem key={key} slot={key} {...action} roving={getItemProps(index)} />
      ))}
      <span role="status" style={visuallyHidden as CSSProperties}>
        {props.copied ? t.copied : ''}
      </span>
    </Box>
  );
}
