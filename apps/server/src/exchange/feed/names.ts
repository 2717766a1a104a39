/**
 * Names for the demo feed: competitions and the teams or players that meet in them. Teams are real national sides
 * and clubs; tennis players are invented, so no real person's results are made up.
 */
import type { Rng, Sport } from './models/common';

/** Who plays in which competition, so a fixture never pairs a national side with a franchise. */
const CRICKET: Record<string, string[]> = {
  'ICC T20 World Cup': ['Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'Australia', 'England', 'New Zealand', 'South Africa', 'West Indies', 'Ireland', 'Netherlands'],
  'T20 International': ['Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'Zimbabwe', 'Nepal', 'Scotland', 'United Arab Emirates'],
  'Bangladesh Premier League': ['Dhaka Capitals', 'Chittagong Kings', 'Comilla Victorians', 'Rangpur Riders', 'Sylhet Strikers', 'Khulna Tigers', 'Fortune Barishal'],
  'Indian Premier League': ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers Bengaluru', 'Kolkata Knight Riders', 'Rajasthan Royals', 'Delhi Capitals', 'Sunrisers Hyderabad', 'Punjab Kings', 'Gujarat Titans', 'Lucknow Super Giants'],
  'Pakistan Super League': ['Lahore Qalandars', 'Karachi Kings', 'Islamabad United', 'Peshawar Zalmi', 'Quetta Gladiators', 'Multan Sultans'],
};

const SOCCER: Record<string, string[]> = {
  'Bangladesh Football League': ['Bashundhara Kings', 'Abahani Limited Dhaka', 'Mohammedan SC', 'Sheikh Russel KC', 'Fortis FC', 'Rahmatganj MFS', 'Chittagong Abahani', 'Brothers Union'],
  'Premier League': ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Manchester United', 'Tottenham Hotspur', 'Newcastle United', 'Aston Villa', 'Brighton', 'West Ham United'],
  'La Liga': ['Real Madrid', 'Barcelona', 'Atletico Madrid', 'Sevilla', 'Real Sociedad', 'Villarreal', 'Athletic Club', 'Valencia'],
  'Serie A': ['Inter', 'AC Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina'],
  'Bundesliga': ['Bayern Munich', 'Borussia Dortmund', 'RB Leipzig', 'Bayer Leverkusen', 'Eintracht Frankfurt', 'VfB Stuttgart'],
};

const TENNIS_COMPETITIONS = ['ATP Dhaka Open', 'ATP Masters Indian Wells', 'ATP 500 Dubai', 'WTA Doha Open', 'ATP Challenger Chennai', 'Davis Cup'];

const TENNIS_PLAYERS = [
  'Arif Rahman', 'Tanvir Hossain', 'Marco Bellini', 'Lukas Brenner', 'Hugo Lemaire', 'Diego Ferrer', 'Kenji Aoyama',
  'Ivan Petrov', 'Sam Whitfield', 'Rafael Duarte', 'Jonas Lindqvist', 'Karan Mehta', 'Tomas Novak', 'Ethan Brooks',
  'Felix Hartmann', 'Andrei Popescu', 'Nikolai Volkov', 'Lucas Moreau', 'Mateo Rossi', 'Daniel Okafor',
];

/** Three-letter codes for the score line and fancy titles; anything else falls back to shortName's rule. */
const CODES: Record<string, string> = {
  Bangladesh: 'BAN', India: 'IND', Pakistan: 'PAK', 'Sri Lanka': 'SL', Afghanistan: 'AFG', Australia: 'AUS',
  England: 'ENG', 'New Zealand': 'NZ', 'South Africa': 'SA', 'West Indies': 'WI', Ireland: 'IRE', Netherlands: 'NED',
  Zimbabwe: 'ZIM', Nepal: 'NEP', Scotland: 'SCO', 'United Arab Emirates': 'UAE',
  'Dhaka Capitals': 'DC', 'Chittagong Kings': 'CK', 'Comilla Victorians': 'COV', 'Rangpur Riders': 'RR', 'Sylhet Strikers': 'SYS',
  'Khulna Tigers': 'KT', 'Fortune Barishal': 'FB',
  'Mumbai Indians': 'MI', 'Chennai Super Kings': 'CSK', 'Royal Challengers Bengaluru': 'RCB', 'Kolkata Knight Riders': 'KKR',
  'Rajasthan Royals': 'RR', 'Delhi Capitals': 'DC', 'Sunrisers Hyderabad': 'SRH', 'Punjab Kings': 'PBKS', 'Gujarat Titans': 'GT',
  'Lucknow Super Giants': 'LSG', 'Lahore Qalandars': 'LQ', 'Karachi Kings': 'KK', 'Islamabad United': 'IU',
  'Peshawar Zalmi': 'PZ', 'Quetta Gladiators': 'QG', 'Multan Sultans': 'MS',
  'Bashundhara Kings': 'BSK', 'Abahani Limited Dhaka': 'ABA', 'Mohammedan SC': 'MSC', 'Sheikh Russel KC': 'SRK',
  'Fortis FC': 'FOR', 'Rahmatganj MFS': 'RMS', 'Chittagong Abahani': 'CTA', 'Brothers Union': 'BU',
  Arsenal: 'ARS', Chelsea: 'CHE', Liverpool: 'LIV', 'Manchester City': 'MCI', 'Manchester United': 'MUN',
  'Tottenham Hotspur': 'TOT', 'Newcastle United': 'NEW', 'Aston Villa': 'AVL', Brighton: 'BHA', 'West Ham United': 'WHU',
  'Real Madrid': 'RMA', Barcelona: 'BAR', 'Atletico Madrid': 'ATM', Sevilla: 'SEV', 'Real Sociedad': 'RSO',
  Villarreal: 'VIL', 'Athletic Club': 'ATH', Valencia: 'VAL', Inter: 'INT', 'AC Milan': 'MIL', Juventus: 'JUV',
  Napoli: 'NAP', Roma: 'ROM', Lazio: 'LAZ', Atalanta: 'ATA', Fiorentina: 'FIO', 'Bayern Munich': 'BAY',
  'Borussia Dortmund': 'BVB', 'RB Leipzig': 'RBL', 'Bayer Leverkusen': 'B04', 'Eintracht Frankfurt': 'SGE', 'VfB Stuttgart': 'VFB',
};

function union(pools: Record<string, string[]>): string[] {
  return [...new Set(Object.values(pools).flat())];
}

export const NAMES: {
  cricket: { competitions: string[]; teams: string[] };
  soccer: { competitions: string[]; teams: string[] };
  tennis: { competitions: string[]; players: string[] };
} = {
  cricket: { competitions: Object.keys(CRICKET), teams: union(CRICKET) },
  soccer: { competitions: Object.keys(SOCCER), teams: union(SOCCER) },
  tennis: { competitions: TENNIS_COMPETITIONS, players: TENNIS_PLAYERS },
};

/** A short code for a team ('Bangladesh' → 'BAN'); unknown names: initials of 3+ words, else the first 3 letters. */
export function shortName(name: string): string {
  const code = CODES[name];
  if (code) return code;
  const words = name.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
  if (words.length >= 3) return words.map((w) => w[0]).join('').toUpperCase().slice(0, 4);
  return name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase() || name;
}

function pickOne<T>(items: readonly T[], rng: Rng): T {
  return items[Math.min(items.length - 1, Math.floor(rng() * items.length))]!;
}

/** Two different sides from one competition's pool. */
function pickTwo(pool: readonly string[], rng: Rng): [string, string] {
  const i = Math.min(pool.length - 1, Math.floor(rng() * pool.length));
  let j = Math.min(pool.length - 2, Math.floor(rng() * (pool.length - 1)));
  if (j >= i) j += 1;
  return [pool[i]!, pool[j]!];
}

/** A competition and its runners: two different teams or players; soccer adds 'The Draw' as the third runner. */
export function pickFixture(sport: Sport, rng: Rng): { competition: string; runners: string[] } {
  if (sport === 'tennis') return { competition: pickOne(TENNIS_COMPETITIONS, rng), runners: pickTwo(TENNIS_PLAYERS, rng) };
  const pools = sport === 'cricket' ? CRICKET : SOCCER;
  const competition = pickOne(Object.keys(pools), rng);
  const runners: string[] = pickTwo(pools[competition]!, rng);
  return { competition, runners: sport === 'soccer' ? [...runners, 'The Draw'] : runners };
}
