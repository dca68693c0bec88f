import Alert from '@mui/material/Alert';
import { ShopButton } from '../../../components/ShopButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SubmitEvent, useState } from 'react';
import { readableToggleSx } from './DashboardCard';
import { customRangeProblem, DayRangeQuery, RANGE_PRESETS, RangeChoice } from './statsRange';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

interface RangePickerProps {
  choice: RangeChoice;
  /** The range on screen, to start the custom fields from. */
  shown?: DayRangeQuery;
  onPreset: (days: (typeof RANGE_PRESETS)[number]) => void;
  onCustom: (range: DayRangeQuery) => void;
}

/** Last 7, 30 or 90 days, or two days of the staff's choosing. */
export function RangePicker({ choice, shown, onPreset, onCustom }: RangePickerProps) {
  const [customOpen, setCustomOpen] = useState(choice === 'custom');
  const [from, setFrom] = useState(shown?.from ?? '');
  const [to, setTo] = useState(shown?.to ?? '');
  const [problem, setProblem] = useState<string | undefined>();

  function apply(event: SubmitEvent) {
    event.preventDefault();
    const why = customRangeProblem(from, to);
    setProblem(why);
    if (!why) onCustom({ from, to });
  }

  return (
    <Stack spacing={1.5} alignItems={{ xs: 'stretch', md: 'flex-end' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        aria-label="Range"
        sx={readableToggleSx}
        value={customOpen ? 'custom' : choice}
        onChange={(_event, value: RangeChoice | null) => {
          if (value === null) return;
          if (value === 'custom') {
            setFrom(shown?.from ?? '');
            setTo(shown?.to ?? '');
            setCustomOpen(true);
            return;
          }
          setCustomOpen(false);
          setProblem(undefined);
          onPreset(value);
        }}
      >
        {RANGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={days}>
            Last {days} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {customOpen && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={apply}
          noValidate
          aria-label="Custom range"
        >
          <OutlinedTextField
            type="date"
            size="small"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            shrinkLabel
          />
          <OutlinedTextField
            type="date"
            size="small"
            label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            shrinkLabel
          />
          <ShopButton type="submit" variant="contained">
            Apply
          </ShopButton>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
