import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FormEvent, useId, useState } from 'react';
import { serverErrorText } from '../../api/errorText';
import { SubscribeDto, useSubscribeToNewsletterMutation } from '../../api/enhanced';
import { useToast } from '../toasts/useToast';
import { checkNewsletterEmail } from './validateEmail';

interface NewsletterFormProps {
  /** Where the address was given: the footer, or the Winter Spice page ('holiday'). */
  source?: NonNullable<SubscribeDto['source']>;
  buttonText?: string;
  /** 'dark' on the footer's sage background. */
  tone?: 'light' | 'dark';
}

const darkFieldSx = {
  '& .MuiOutlinedInput-root': { bgcolor: 'rgba(255,255,255,0.1)', color: 'common.white' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.55)' },
  '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'rgba(255,255,255,0.9)' },
};

/**
 * The newsletter sign-up (spec 4, 5, 8): checked in the browser first, so a bad address never reaches the server.
 * Built from FormControl + OutlinedInput rather than TextField, which would bring Select and Menu into every page.
 */
export function NewsletterForm({ source = 'footer', buttonText = 'Subscribe', tone = 'light' }: NewsletterFormProps) {
  const [value, setValue] = useState('');
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();
  const toast = useToast();
  const inputId = useId();
  const dark = tone === 'dark';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewsletterEmail(value);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    try {
      await subscribe({ subscribeDto: { email: check.email, source } }).unwrap();
      setValue('');
      toast({ title: 'Welcome! 🌿', description: 'Check your email for a special 15% discount code!' });
    } catch (error) {
      toast({ title: 'Subscription failed', description: serverErrorText(error) ?? 'Failed to subscribe', variant: 'destructive' });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <FormControl size="small" fullWidth sx={dark ? darkFieldSx : undefined}>
        <InputLabel htmlFor={inputId}>Email address</InputLabel>
        <OutlinedInput id={inputId} type="email" label="Email address" value={value} onChange={(event) => setValue(event.target.value)} autoComplete="email" />
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        color={dark ? 'secondary' : 'primary'}
        disabled={isLoading}
        sx={{ flexShrink: 0, minHeight: 40, '&.Mui-disabled': dark ? { color: 'rgba(255,255,255,0.8)', bgcolor: 'rgba(255,255,255,0.2)' } : {} }}
      >
        {isLoading ? 'Joining...' : buttonText}
      </Button>
    </Box>
  );
}
