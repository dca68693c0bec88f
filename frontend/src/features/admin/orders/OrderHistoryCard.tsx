import Box from '@mui/material/Box';
import { ShopButton } from '../../../components/ShopButton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitEvent, useState } from 'react';
import { useAddAdminOrderNoteMutation, useListAdminOrderEventsQuery } from '../../../api/adminApi';
import { LoadError } from '../../../components/LoadError';
import { useToast } from '../../../store/toasts/useToast';
import { formatDateTime } from '../shared/adminFormat';
import { isLockError } from '../shared/adminErrors';
import { AdminLoading } from '../shared/AdminLoading';
import { describeOrderEvent, relativeTime } from './orderEvents';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

export const NOTE_MAX_LENGTH = 2000;

/** 'History': the order's timeline, newest first (placement, fulfilment changes, staff notes), and a note form. */
export function OrderHistoryCard({ orderId }: { orderId: number }) {
  // Saving tracking info or a note invalidates the 'admin orders' tag, so the timeline refetches by itself.
  const events = useListAdminOrderEventsQuery({ id: orderId }, { refetchOnMountOrArgChange: true });
  const [note, setNote] = useState('');
  const [addNote, adding] = useAddAdminOrderNoteMutation();
  const toast = useToast();
  const tooLong = note.length > NOTE_MAX_LENGTH;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!note.trim() || tooLong) return;
    const result = await addNote({ id: orderId, addOrderNoteDto: { note } });
    if ('error' in result && result.error !== undefined) {
      if (!isLockError(result.error))
        toast({
          title: 'Note not saved',
          description: 'The note could not be added. Please try again.',
          variant: 'destructive',
        });
      return;
    }
    setNote('');
    toast({ title: 'Note added', description: 'The note is in the order history.' });
  }

  return (
    <Card variant="outlined" component="section" aria-label="History">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          History
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ mb: 3 }}>
          <OutlinedTextField
            label="Add a note"
            multiline
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={tooLong}
            helperText={tooLong ? `At most ${NOTE_MAX_LENGTH} characters` : 'Only staff see notes'}
            fullWidth
          />
          <ShopButton
            type="submit"
            variant="outlined"
            disabled={adding.isLoading || !note.trim() || tooLong}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {adding.isLoading ? 'Adding...' : 'Add Note'}
          </ShopButton>
        </Stack>
        {events.isLoading ? (
          <AdminLoading text="Loading history..." />
        ) : events.isError ? (
          <LoadError message="The history could not be loaded." onRetry={() => void events.refetch()} />
        ) : (events.data ?? []).length === 0 ? (
          <Typography color="text.secondary">No history recorded for this order.</Typography>
        ) : (
          <Box component="ol" aria-label="Order history, newest first" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {(events.data ?? []).map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{
                  position: 'relative',
                  pl: 3,
                  pb: 2,
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: 6,
                    top: 6,
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                  },
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>{describeOrderEvent(entry)}</Typography>
                {entry.note && <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.note}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                    {relativeTime(entry.createdAt)}
                  </time>{' '}
                  · {formatDateTime(entry.createdAt)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
