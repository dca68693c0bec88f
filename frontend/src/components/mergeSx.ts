import type { SxProps, Theme } from '@mui/material/styles';

type SxList = Extract<SxProps<Theme>, ReadonlyArray<unknown>>;

const isSxList = (sx: SxProps<Theme> | undefined): sx is SxList => Array.isArray(sx);

/** A component's own styles followed by its caller's `sx`, in MUI's documented array form (later entries win). */
export function mergeSx(...parts: Array<SxProps<Theme> | undefined>): SxProps<Theme> {
  return parts.flatMap((part) => (isSxList(part) ? [...part] : part === undefined ? [] : [part]));
}
