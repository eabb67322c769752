import { FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';

// Runners of a city race: everyone who registered, and the subset who ran the long course.
const allRunners = [
  { label: 'Registered', value: 3000 },
  { label: 'Started', value: 2650 },
  { label: 'Halfway', value: 2500 },
  { label: 'Finished', value: 2380 },
];

const longCourse = [
  { label: 'Registered (42 km)', value: 900 },
  { label: 'Started (42 km)', value: 780 },
  { label: 'Halfway (42 km)', value: 690 },
  { label: 'Finished (42 km)', value: 610 },
];

export default function FunnelMultiple() {
  return (
    <FunnelChart
      height={320}
      // The first series is drawn first, so it sits behind the second one.
      series={[
        { id: 'all', data: allRunners },
        {
          id: 'long',
          data: longCourse,
          curve: 'step',
          variant: 'outlined',
          sectionLabel: false,
        },
      ]}
      sx={{ [`.${funnelSectionClasses.series}-all`]: { opacity: 0.55 } }}
    />
  );
}
