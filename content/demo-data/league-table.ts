import type { GridColDef } from '@mui/x-data-grid';

/** One team's line in a made-up league table. */
export type LeagueRow = {
  id: number;
  team: string;
  city: string;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
};

const teams: [string, string, number, number, number, number, number][] = [
  ['Harbour Rovers', 'Portside', 14, 4, 2, 41, 17],
  ['Athletic Valebridge', 'Valebridge', 12, 5, 3, 36, 20],
  ['Northgate United', 'Northgate', 11, 4, 5, 33, 24],
  ['Millstone FC', 'Millstone', 9, 6, 5, 29, 25],
  ['Kingsmoor Town', 'Kingsmoor', 7, 5, 8, 27, 30],
  ['Riverside Wanderers', 'Ashford', 4, 6, 10, 19, 34],
];

/** Six made-up football teams after 20 matches. */
export const leagueRows: LeagueRow[] = teams.map(([team, city, won, drawn, lost, goalsFor, goalsAgainst], index) => ({
  id: index + 1,
  team,
  city,
  won,
  drawn,
  lost,
  goalsFor,
  goalsAgainst,
}));

/** Columns of the league table; played, goal difference and points are derived from the row. */
export const leagueColumns: GridColDef<LeagueRow>[] = [
  { field: 'team', headerName: 'Team', width: 180 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'played',
    headerName: 'P',
    description: 'Played',
    type: 'number',
    width: 60,
    valueGetter: (_value, row) => row.won + row.drawn + row.lost,
  },
  { field: 'won', headerName: 'W', description: 'Won', type: 'number', width: 60 },
  { field: 'drawn', headerName: 'D', description: 'Drawn', type: 'number', width: 60 },
  { field: 'lost', headerName: 'L', description: 'Lost', type: 'number', width: 60 },
  { field: 'goalsFor', headerName: 'For', type: 'number', width: 70 },
  { field: 'goalsAgainst', headerName: 'Against', type: 'number', width: 80 },
  {
    field: 'difference',
    headerName: '+/-',
    description: 'Goal difference',
    type: 'number',
    width: 70,
    valueGetter: (_value, row) => row.goalsFor - row.goalsAgainst,
  },
  {
    field: 'points',
    headerName: 'Pts',
    description: 'Points: 3 for a win, 1 for a draw',
    type: 'number',
    width: 70,
    valueGetter: (_value, row) => row.won * 3 + row.drawn,
  },
];
