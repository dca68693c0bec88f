import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Typography from '@mui/material/Typography';
import { SubmitEvent, useId, useState } from 'react';
import type { ToastInput } from '../../store/toasts/toastSlice';
import { useToast } from '../../store/toasts/useToast';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { useTextTypedBeforeHydration } from '../../lib/useTextTypedBeforeHydration';
import { checkNewsletterEmail } from './validateEmail';

export interface EmailSignupFormProps {
  buttonText: string;
  /** 'dark' on the footer's sage background and the holiday page. */
  tone?: 'light' | 'dark';
  busy: boolean;
  /** Sends the checked, lower-cased address; resolves to the answer's notice, 'destructive' when it was refused. */
  onEmail: (email: string) => Promise<ToastInput>;
}

const darkFieldSx = {
  '& .OutlinedField-control': { bgcolor: 'rgba(255,255,255,0.1)', color: 'common.white' },
  '& .OutlinedField-outline': { borderColor: 'rgba(255,255,255,0.55)' },
  '& .OutlinedField-label, &:focus-within .OutlinedField-label': { color: 'rgba(255,255,255,0.9)' },
};

/**
 * One e-mail box and a button, shared by the newsletter and the waitlist: the address is checked in the browser first
 * (docs/product.md, Messages), so a bad one never reaches the server. Its field is OutlinedTextField (a native input,
 * CSS only), as it
 * sits in every page's footer.
 */
export function EmailSignupForm({ buttonText, tone = 'light', busy, onEmail }: EmailSignupFormProps) {
  const [value, setValue] = useState('');
  const toast = useToast();
  const inputId = useId();
  const dark = tone === 'dark';
  const inputRef = useTextTypedBeforeHydration(value, setValue);

  // Every answer is its toast (docs/product.md, Messages) and the same words under the field, announced there.
  const [feedback, setFeedback] = useState<ToastInput | null>(null);
  const feedbackId = useId();
  const answer = (notice: ToastInput) => {
    toast(notice);
    setFeedback(notice);
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const check = checkNewsletterEmail(value);
    if (!check.ok) {
      answer({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    const notice = await onEmail(check.email);
    answer(notice);
    if (notice.variant !== 'destructive') setValue('');
  };
  const refused = feedback?.variant === 'destructive';

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <OutlinedTextField
          id={inputId}
          inputRef={inputRef}
          type="email"
          label="Email address"
          size="small"
          fullWidth
          error={refused}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFeedback(null);
          }}
          autoComplete="email"
          htmlInput={{ 'aria-describedby': feedbackId }}
          sx={dark ? darkFieldSx : undefined}
        />
        <ShopButton
          type="submit"
          variant="contained"
          color={dark ? 'secondary' : 'primary'}
          disabled={busy}
          sx={{
            flexShrink: 0,
            minHeight: 40,
            '&.Mui-disabled': dark ? { color: 'rgba(255,255,255,0.8)', bgcolor: 'rgba(255,255,255,0.2)' } : {},
          }}
        >
          {busy ? 'Joining...' : buttonText}
        </ShopButton>
      </Box>
      <Typography
        id={feedbackId}
        role="status"
        aria-live="polite"
        variant="body2"
        data-testid="signup-feedback"
        sx={{
          mt: feedback ? 0.75 : 0,
          fontWeight: 600,
          color: dark ? 'common.white' : refused ? 'error.main' : 'success.dark',
        }}
      >
        {feedback && [feedback.title, feedback.description].filter(Boolean).join(' ')}
      </Typography>
    </Box>
  );
}
