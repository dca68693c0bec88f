import Typography from '@mui/material/Typography';
import { ReactNode, useEffect, useRef } from 'react';

/** A step's heading; after a step change it takes the focus, so keyboard and screen-reader users start at the new step. */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h3" component="h2" sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
