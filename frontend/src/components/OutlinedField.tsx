import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { focusRing } from '../theme/theme';

const EASE_OUT = 'cubic-bezier(0.0, 0, 0.2, 1)';

/** Label up (in the outline's notch): focused, holding text (typed before hydration too: CSS), or asked to (`shrink`). */
const SHRUNK = [
  '&:focus-within',
  '&[data-shrink]',
  '&:has(input:not(:placeholder-shown), textarea:not(:placeholder-shown))',
];
const when = (suffix: string) => SHRUNK.map((state) => `${state} ${suffix}`).join(', ');

/**
 * MUI's outlined field (InputLabel, OutlinedInput and its NotchedOutline, FormHelperText) drawn by CSS alone around a
 * native control: the same sizes, colours, floating label and notch, with none of InputBase's JavaScript (why:
 * docs/storefront.md, "One version of each control"). The label floats on focus or text (`:focus-within`,
 * `:placeholder-shown`), so it also does before hydration. State comes from attributes: `data-size="small"`,
 * `data-error`, `data-shrink`.
 */
const Frame = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  minWidth: 0,
  verticalAlign: 'top',
  '&[data-full-width]': { width: '100%' },
  '& .OutlinedField-label': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.secondary,
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    transformOrigin: 'top left',
    transform: 'translate(14px, 16px) scale(1)',
    maxWidth: 'calc(100% - 24px)',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
    transition: theme.transitions.create(['color', 'transform', 'max-width'], {
      duration: theme.transitions.duration.shorter,
      easing: EASE_OUT,
    }),
  },
  '&[data-size="small"] .OutlinedField-label': { transform: 'translate(14px, 9px) scale(1)' },
  [when('.OutlinedField-label')]: {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
    pointerEvents: 'auto',
    userSelect: 'none',
  },
  '&:focus-within .OutlinedField-label': { color: theme.palette.primary.main },
  // The focus ring runs 2–5 px outside the outline, through the floated label: the label is drawn on the surface's
  // colour (`--OutlinedField-surface`, set by the form's container) so the ring passes behind its text, not across it.
  '&:has(:focus-visible) .OutlinedField-label': {
    backgroundColor: 'var(--OutlinedField-surface, transparent)',
    paddingInline: 4,
    marginLeft: -4,
  },
  '& .OutlinedField-control': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    borderRadius: theme.shape.borderRadius,
    cursor: 'text',
    // The theme's one focus ring, around the whole field (as theme.ts gives MUI's fields).
    '&:has(:focus-visible)': focusRing,
  },
  '& .OutlinedField-control > :is(input, textarea, select)': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    padding: '16.5px 14px',
    display: 'block',
    minWidth: 0,
    width: '100%',
    borderRadius: 'inherit',
    WebkitTapHighlightColor: 'transparent',
    '&:focus, &:focus-visible': { outline: 0, boxShadow: 'none' },
    '&::placeholder': {
      color: 'currentColor',
      opacity: 0.42,
      transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
    },
    '&:disabled': { opacity: 1, WebkitTextFillColor: theme.palette.text.disabled },
  },
  // A placeholder shows only once the label has moved out of its way.
  '&:not(:focus-within) .OutlinedField-control > :is(input, textarea)::placeholder': { opacity: 0 },
  '&[data-size="small"] .OutlinedField-control > :is(input, select)': { paddingTop: 8.5, paddingBottom: 8.5 },
  // An icon before the text, as MUI's InputAdornment: in the control's padding, the text right after it.
  '& .OutlinedField-start': { display: 'flex', paddingLeft: 14, marginRight: 8, color: theme.palette.action.active },
  '& .OutlinedField-start + input': { paddingLeft: 0 },
  // Multiline: at least its rows, growing with the text (MUI's TextareaAutosize, by CSS).
  '& .OutlinedField-control > textarea': { height: 'auto', resize: 'none', fieldSizing: 'content' },
  '& .OutlinedField-control > select': {
    appearance: 'none',
    cursor: 'pointer',
    paddingRight: 32,
    '& option': { backgroundColor: theme.palette.background.paper },
  },
  '& .OutlinedField-arrow': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - 0.5em)',
    width: '1em',
    height: '1em',
    fontSize: '1.5rem',
    fill: 'currentColor',
    color: theme.palette.action.active,
    pointerEvents: 'none',
  },
  '& .OutlinedField-outline': {
    textAlign: 'left',
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    borderColor: 'rgba(0, 0, 0, 0.23)',
    overflow: 'hidden',
    minWidth: '0%',
  },
  '& .OutlinedField-outline > legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: 0.01,
    whiteSpace: 'nowrap',
    transition: theme.transitions.create('max-width', { duration: 50, easing: EASE_OUT }),
    '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
  [when('.OutlinedField-outline > legend')]: {
    maxWidth: '100%',
    transition: theme.transitions.create('max-width', { duration: 100, easing: EASE_OUT, delay: 50 }),
  },
  '@media (hover: hover)': {
    '& .OutlinedField-control:hover > .OutlinedField-outline': { borderColor: theme.palette.text.primary },
  },
  '&:focus-within .OutlinedField-outline': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&[data-error] .OutlinedField-label': { color: theme.palette.error.main },
  '&[data-error] .OutlinedField-control > .OutlinedField-outline': { borderColor: theme.palette.error.main },
  // The control itself, not a disabled <option> inside a select, greys the field.
  '&:has(.OutlinedField-control > :disabled)': {
    '& .OutlinedField-label': { color: theme.palette.text.disabled },
    '& .OutlinedField-control': { color: theme.palette.text.disabled, cursor: 'default' },
    '& .OutlinedField-control > .OutlinedField-outline': { borderColor: theme.palette.action.disabled },
  },
  '& .OutlinedField-helper': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    textAlign: 'left',
    margin: '3px 14px 0',
  },
  '&[data-error] .OutlinedField-helper': { color: theme.palette.error.main },
}));

export interface OutlinedFieldProps {
  /** The native control's id, which the label names. */
  id: string;
  label: string;
  helperText?: ReactNode;
  /** The helper text's id (the control's aria-describedby names it). */
  helperTextId?: string;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Keeps the label up whatever the control holds (a select). */
  shrink?: boolean;
  /** A drop-down arrow at the end (a native select). */
  arrow?: boolean;
  sx?: SxProps<Theme>;
  /** The native `<input>`, `<textarea>` or `<select>`, first in the control. */
  children: ReactNode;
}

/** A labelled native control in MUI's outlined look, with its helper text: see Frame. */
export function OutlinedField({
  id,
  label,
  helperText,
  helperTextId,
  error,
  required,
  fullWidth,
  size,
  shrink,
  arrow,
  sx,
  children,
}: OutlinedFieldProps) {
  // As MUI's InputLabel: the asterisk is seen, not read (the control is `required`).
  const asterisk = required ? <span aria-hidden="true">&thinsp;*</span> : null;
  return (
    <Frame
      sx={sx}
      data-size={size === 'small' ? 'small' : undefined}
      data-error={error || undefined}
      data-shrink={shrink || undefined}
      data-full-width={fullWidth || undefined}
    >
      <label className="OutlinedField-label" htmlFor={id} id={`${id}-label`}>
        {label}
        {asterisk}
      </label>
      <div className="OutlinedField-control">
        {children}
        {arrow && (
          <svg className="OutlinedField-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5z" />
          </svg>
        )}
        <fieldset aria-hidden="true" className="OutlinedField-outline">
          <legend>
            <span>
              {label}
              {required ? '\u2009*' : null}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className="OutlinedField-helper" id={helperTextId}>
          {helperText}
        </p>
      )}
    </Frame>
  );
}
