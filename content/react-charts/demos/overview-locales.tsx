import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { OptionGroup } from '../showcase/option-group';
import { channels, monthlyRows } from '../showcase/showcase-data';
import { euroFormatter, monthNames, showcaseLocales, type ShowcaseLocale } from '../showcase/showcase-locales';

type View = 'data' | 'loading' | 'empty';

// Average price of one unit in each channel, in euros: turns the shop's units into revenue.
const unitPrice = { Online: 46, Retail: 58, Wholesale: 31 };

export default function OverviewLocales() {
  const [tag, setTag] = React.useState<ShowcaseLocale['tag']>('en-US');
  const [view, setView] = React.useState<View>('data');
  const locale = showcaseLocales.find((candidate) => candidate.tag === tag)!;

  // The package translates its own texts (localeText); numbers, dates and our labels are ours to format.
  const formatEuros = React.useMemo(() => euroFormatter(tag), [tag]);
  const rows = React.useMemo(() => {
    const names = monthNames(tag);
    return monthlyRows.map((row, index) => {
      const revenue: { month: string } & Record<string, number> = { month: names[index]! } as never;
      channels.forEach((channel) => {
        revenue[channel] = row[channel]! * unitPrice[channel];
      });
      return revenue;
    });
  }, [tag]);
  const yearTotal = rows.reduce((sum, row) => sum + channels.reduce((part, channel) => part + row[channel]!, 0), 0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <OptionGroup
          label="Language"
          value={tag}
          onChange={setTag}
          options={showcaseLocales.map((option) => ({
            value: option.tag,
            label: <span lang={option.tag}>{option.name}</span>,
          }))}
        />
        <OptionGroup
          label="Chart state"
          value={view}
          onChange={setView}
          options={[
            { value: 'data', label: 'With data' },
            { value: 'loading', label: 'Loading' },
            { value: 'empty', label: 'No data' },
          ]}
        />
      </Stack>
      <div lang={tag}>
        <BarChart
          height={320}
          localeText={locale.localeText}
          loading={view === 'loading'}
          dataset={view === 'data' ? rows : []}
          xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
          yAxis={[{ valueFormatter: formatEuros, width: 90 }]}
          series={channels.map((channel) => ({
            dataKey: channel,
            label: locale.channels[channel],
            stack: 'revenue',
            valueFormatter: formatEuros,
          }))}
        />
      </div>
      <Typography variant="body2" color="text.secondary">
        Revenue for the year: <span lang={tag}>{formatEuros(yearTotal)}</span>
      </Typography>
    </Stack>
  );
}
