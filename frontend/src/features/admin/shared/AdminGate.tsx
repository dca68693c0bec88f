import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import { ShopButton } from '../../../components/ShopButton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageContainer } from '../../../components/PageContainer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitEvent, useState } from 'react';
import { useVerifyAdminPasswordMutation } from '../../../api/adminApi';
import { lockMessageFor } from '../../../api/adminSession';
import { serverMessageText } from '../../../api/errorText';
import { useToast } from '../../../store/toasts/useToast';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

interface AdminGateProps {
  prompt: string;
  /** Promo and product screens answer with toasts; the order screens inline (docs/product.md, Messages). */
  feedback: 'toast' | 'inline';
  submitLabel: string;
  /** Why the screen was locked again (a 401 or 429 from an admin call). */
  lockMessage?: string;
  onUnlock: (password: string) => void;
  onBack?: () => void;
}

/** 'Admin Access': verifies the password with POST /api/admin/verify-password before the screen opens. */
export function AdminGate({ prompt, feedback, submitLabel, lockMessage, onUnlock, onBack }: AdminGateProps) {
  const [password, setPassword] = useState('');
  const [inlineError, setInlineError] = useState<string | undefined>();
  const [verify, { isLoading }] = useVerifyAdminPasswordMutation();
  const toast = useToast();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (password === '' || isLoading) return; // docs/product.md, Input rules: an empty password does nothing
    const result = await verify({ verifyPasswordDto: { password } });
    if (!('error' in result) || result.error === undefined) {
      onUnlock(password);
      return;
    }
    const error = result.error;
    const status = 'status' in error ? error.status : undefined;
    // The 429 body says how long to wait ("Please wait 42 seconds and try again."), from the same Retry-After figure.
    const throttled = status === 429 ? (serverMessageText(error) ?? lockMessageFor(429, null)) : undefined;
    if (feedback === 'inline') {
      setInlineError(throttled ?? (status === 401 ? 'Invalid password' : 'Authentication failed'));
    } else if (throttled) {
      setInlineError(throttled);
    } else if (status === 401) {
      toast({
        title: 'Authentication failed',
        description: 'Invalid admin password. Please try again.',
        variant: 'destructive',
      });
    } else {
      toast({ title: 'Error', description: 'Failed to verify password. Please try again.', variant: 'destructive' });
    }
  }

  const message = inlineError ?? lockMessage;
  return (
    <PageContainer maxWidth="xs" sx={{ py: { xs: 6, md: 10 } }}>
      <Card variant="outlined">
        <CardContent component="form" onSubmit={submit} noValidate sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2.5} alignItems="stretch">
            <Stack spacing={1} alignItems="center" textAlign="center">
              <LockOutlined color="primary" fontSize="large" aria-hidden />
              <Typography variant="h4" component="h1">
                Admin Access
              </Typography>
              <Typography color="text.secondary">{prompt}</Typography>
            </Stack>
            {message && (
              <Alert severity="error" role="alert">
                {message}
              </Alert>
            )}
            <OutlinedTextField
              label="Password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setInlineError(undefined);
              }}
            />
            <ShopButton type="submit" variant="contained" size="large" disabled={isLoading}>
              {submitLabel}
            </ShopButton>
            {onBack && (
              <ShopButton variant="text" onClick={onBack}>
                Back
              </ShopButton>
            )}
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
