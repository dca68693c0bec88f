import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { OutlinedTextField } from '../../../components/OutlinedTextField';
import { NativeSelectField } from '../../../components/NativeSelectField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useGetSubscriptionSettingsQuery, useUpdateSubscriptionSettingsMutation } from '../../../api/adminApi';
import { ShopButton } from '../../../components/ShopButton';
import { useToast } from '../../../store/toasts/useToast';
import { isLockError } from '../shared/adminErrors';
import { everyText } from './subscriptionText';

/** The terms new subscriptions get and the reminder days; the sizes offered are listed (changed through the API). */
export function SubscriptionSettingsCard() {
  const settings = useGetSubscriptionSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = useUpdateSubscriptionSettingsMutation();
  const toast = useToast();
  const [percent, setPercent] = useState('');
  const [frequency, setFrequency] = useState<1 | 2 | 3>(2);
  const [reminderDays, setReminderDays] = useState('');
  useEffect(() => {
    if (!settings.data) return;
    setPercent(settings.data.discountPercent);
    setFrequency(settings.data.defaultFrequencyMonths);
    setReminderDays(String(settings.data.reminderDays));
  }, [settings.data]);
  if (!settings.data) return null;

  async function submit() {
    const result = await save({
      updateSubscriptionSettingsDto: {
        discountPercent: percent.trim(),
        defaultFrequencyMonths: frequency,
        reminderDays: Number(reminderDays),
      },
    });
    if (result.error !== undefined) {
      if (!isLockError(result.error))
        toast({
          title: 'Settings not saved',
          description: 'The percent is 0.01 to 50, the reminder 0 to 14 days.',
          variant: 'destructive',
        });
      return;
    }
    toast({ title: 'Settings saved!', description: 'New subscriptions and the next reminders use them.' });
  }

  return (
    <Paper variant="outlined" component="section" aria-label="Subscription settings" sx={{ p: 2, mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Settings
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <OutlinedTextField
          label="Saving (%)"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          size="small"
          htmlInput={{ inputMode: 'decimal' }}
        />
        <NativeSelectField
          label="Default frequency"
          value={String(frequency)}
          onChange={(value) => setFrequency(Number(value) as 1 | 2 | 3)}
          size="small"
          shrinkLabel
          sx={{ minWidth: 180 }}
        >
          {([1, 2, 3] as const).map((months) => (
            <option key={months} value={months}>
              {everyText(months)}
            </option>
          ))}
        </NativeSelectField>
        <OutlinedTextField
          label="Reminder (days before)"
          value={reminderDays}
          onChange={(event) => setReminderDays(event.target.value)}
          size="small"
          htmlInput={{ inputMode: 'numeric' }}
        />
        <ShopButton variant="contained" disabled={saving.isLoading} onClick={() => void submit()}>
          Save settings
        </ShopButton>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Offered by subscription: {settings.data.subscribableItems.length} product sizes.
      </Typography>
    </Paper>
  );
}
