import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SubmitEvent, useId, useState } from 'react';
import { useToast } from '../../app/toasts/useToast';
import { useTextTypedBeforeHydration } from '../../lib/useTextTypedBeforeHydration';
import { checkNewsletterEmail } from './validateEmail';

export interface EmailSignupFormProps {
  buttonText: string;
  /** 'dark' on the footer's sage background and the holiday page. */
  tone?: 'light' | 'dark';
  busy: boolean;
  /** Sends the checked, lower-cased address; resolves true when it was accepted (the field is then cleared). */
  onEmail: (email: string) => Promise<boolean>;
}

const darkFieldSx = {
  '& .MuiOutlinedInput-root': { bgcolor: 'rgba(255,255,255,0.1)', color: 'common.white' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.55)' },
  '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'rgba(255,255,255,0.9)' },
};

/**
 * One e-mail box and a button, shared by the newsletter and the waitlist: the address is checked in the browser first
 * (spec 8), so a bad one never reaches the server. Built from FormControl + OutlinedInput rather than TextField, which
 * would bring Select and Menu into every page.
 */
export function EmailSignupForm({ buttonText, tone = 'light', busy, onEmail }: EmailSignupFormProps) {
  const [value, setValue] = useState('');
  const toast = useToast();
  const inputId = useId();
  const dark = tone === 'dark';
  const inputRef = useTextTypedBeforeHydration(value, setValue);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const check = checkNewsletterEmail(value);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    if (await onEmail(check.email)) setValue('');
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <FormControl size="small" fullWidth sx={dark ? darkFieldSx : undefined}>
        <InputLabel htmlFor={inputId}>Email address</InputLabel>
        <OutlinedInput
          id={inputId}
          inputRef={inputRef}
          type="email"
          label="Email address"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="email"
        />
      </FormControl>
      <Button
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
      </Button>
    </Box>
  );
}
