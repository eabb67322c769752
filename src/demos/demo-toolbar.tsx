import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslations } from '../config/docs-context';
import type { CodeStyling, CodeVariant } from '../config/preferences/preference-rules';
import { usePreferences } from '../config/preferences/preferences-context';
import { plainControl } from '../theme/plain-control';
import { ToolbarIcon } from './toolbar-icons';
import { ToolbarItem } from './toolbar-item';
import type { SandboxTarget } from './sandbox/sandbox-targets';
import { useRovingTabIndex } from './use-roving-tabindex';

/** One stylesheet for the toolbar and its plain-element items (see toolbar-item.tsx). */
const ToolbarRoot = styled('div')(({ theme }) => {
  const vars = theme.vars ?? theme;
  return {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: 4,
    padding: '4px 8px',
    '& [data-slot="demo-styling"]': {
      fontSize: 12,
      color: vars.palette.text.secondary,
      marginInlineEnd: 'auto',
    },
    '& [data-kind]': {
      ...plainControl(theme, 1),
      background: 'none',
      font: 'inherit',
      textDecoration: 'none',
    },
    '& [data-kind="icon"]': {
      width: 30,
      height: 30,
      padding: 5,
      borderRadius: '50%',
      color: vars.palette.action.active,
    },
    '& [data-slot="toolbar-icon"]': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
    '& [data-kind="text"]': {
      minWidth: 0,
      padding: '2px 8px',
      borderRadius: 8,
      fontSize: 12,
      fontWeight: 500,
      lineHeight: 1.75,
      color: vars.palette.primary.main,
      '&[aria-pressed="true"]': {
        backgroundColor: vars.palette.primary.main,
        color: vars.palette.primary.contrastText,
        '&:hover': { backgroundColor: vars.palette.primary.dark },
      },
    },
  };
});

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
  // The name starts with what the button shows (WCAG 2.5.3, label in name: a reader using speech says "click TS"),
  // then spells it out.
  const variants: { value: CodeVariant; label: string }[] = [
    { value: 'TS', label: `TS (${t.typeScript})` },
    { value: 'JS', label: `JS (${t.javaScript})` },
  ];
  const actions: Action[] = [
    {
      key: 'code',
      label: props.showCode ? t.hideCode : t.showCode,
      content: props.showCode ? <ToolbarIcon name="codeOff" /> : <ToolbarIcon name="code" />,
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
      content: props.copied ? <ToolbarIcon name="check" /> : <ToolbarIcon name="copy" />,
      onClick: props.onCopy,
    },
    { key: 'reset', label: t.resetDemo, content: <ToolbarIcon name="reset" />, onClick: props.onReset },
    {
      key: 'focus',
      label: t.resetFocus,
      content: <ToolbarIcon name="focus" />,
      onClick: props.onResetFocus,
    },
    { key: 'link', label: t.linkToDemo, content: <ToolbarIcon name="link" />, href: `#demo-${props.name}` },
    {
      key: 'stackblitz',
      label: t.openStackBlitz,
      content: <ToolbarIcon name="stackblitz" />,
      onClick: () => props.onOpenSandbox('stackblitz'),
    },
    {
      key: 'codesandbox',
      label: t.openCodeSandbox,
      content: <ToolbarIcon name="codesandbox" />,
      onClick: () => props.onOpenSandbox('codesandbox'),
    },
  ];
  const { onKeyDown, getItemProps } = useRovingTabIndex(actions.length, direction);

  return (
    <ToolbarRoot role="toolbar" aria-label={t.demoToolbar} data-slot="demo-toolbar" onKeyDown={onKeyDown}>
      {props.stylings.length > 1 ? null : (
        <span data-slot="demo-styling">
          {t.demoStyling}: {t.codeStylings[props.styling]}
        </span>
      )}
      {actions.map(({ key, ...action }, index) => (
        <ToolbarItem key={key} slot={key} {...action} roving={getItemProps(index)} />
      ))}
      <span role="status" style={visuallyHidden as CSSProperties}>
        {props.copied ? t.copied : ''}
      </span>
    </ToolbarRoot>
  );
}
