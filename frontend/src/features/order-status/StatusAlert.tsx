import Alert, { type AlertProps } from '@mui/material/Alert';

/** MUI's Alert, in a chunk of its own: the status page shows one only after a failed lookup or link. */
export function StatusAlert(props: AlertProps) {
  return <Alert {...props} />;
}
