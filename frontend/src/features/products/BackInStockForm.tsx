import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverErrorText } from '../../api/errorText';
import { useRequestBackInStockNoticeMutation } from '../../api/enhanced';
import { useToast } from '../../app/toasts/useToast';
import { EmailSignupForm } from '../newsletter';

export interface BackInStockFormProps {
  slug: string;
  /** The sold-out size ('' for a product without sizes). */
  size: string;
}

/**
 * 'Notify me when it's back' under a sold-out size: one e-mail when staff restock it. The answer stays beside the
 * field (a toast alone is gone before some shoppers read it) and is also toasted like the other sign-ups.
 */
export function BackInStockForm({ slug, size }: BackInStockFormProps) {
  const [request, { isLoading }] = useRequestBackInStockNoticeMutation();
  const toast = useToast();
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);

  const onEmail = async (email: string) => {
    try {
      const signup = await request({ slug, backInStockRequestDto: { email, size } }).unwrap();
      setAnswer({ text: signup.message, failed: false });
      toast({ title: "We'll let you know", description: signup.message });
      return true;
    } catch (error) {
      const text = serverErrorText(error) ?? 'Please try again in a moment.';
      setAnswer({ text, failed: true });
      toast({ title: 'Could not sign you up', description: text, variant: 'destructive' });
      return false;
    }
  };

  return (
    <Box sx={{ mb: 4, maxWidth: 480 }} data-testid="back-in-stock">
      <EmailSignupForm buttonText="Notify me when it's back" busy={isLoading} onEmail={onEmail} />
      {answer && (
        <Typography
          role="status"
          data-testid="back-in-stock-answer"
          sx={{ mt: 1, color: answer.failed ? 'error.main' : 'success.dark' }}
        >
          {answer.text}
        </Typography>
      )}
    </Box>
  );
}
