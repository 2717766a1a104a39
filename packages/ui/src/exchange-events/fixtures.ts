import type { ExchangeResult, ExchangeSportsEvent, ExchangeSportsEventRunner } from '@khela/domain';

/** Story data for the exchange lists (not exported from the package). "Now" is 16:00 in Dhaka on 24 Nov 2026. */
export const STORY_NOW = new Date('2026-11-24T10:00:00Z');

const runner = (id: string, name: string, back: number | null, lay: number | null, size = '500.00'): ExchangeSportsEventRunner => ({
  selectionId: id,
  SelectionName: name,
  back: back === null ? null : { price: back, size },
  lay: lay === null ? null : { price: lay, size },
});

export const inPlayCricket: ExchangeSportsEvent = {
  MarketId: '1',
  EventId: '1',
  Event: 'Sylhet Strikers v Comilla Victorians',
  Fancy: 1,
  Bookmaker: 1,
  inplay: true,
  sport: 'cricket',
  competition: 'Bangladesh Premier League',
  start_time: '2026-11-24T09:30:00Z',
  status: 'in_play',
  score_text: 'COV 83/4 (15.3)',
  market_status: 'open',
  total_matched: '125000.00',
  runners: [runner('1', 'Sylhet Strikers', 1.26, 1.32, '12500.00'), runner('2', 'Comilla Victorians', 4.3, 4.6)],
};

export const upcomingSoccer: ExchangeSportsEvent = {
  MarketId: '7',
  EventId: '4',
  Event: 'Abahani Limited Dhaka v Sheikh Russel KC',
  Fancy: 0,
  Bookmaker: 1,
  inplay: false,
  sport: 'soccer',
  competition: 'Bangladesh Football League',
  start_time: '2026-11-24T13:30:00Z',
  status: 'upcoming',
  score_text: '',
  market_status: 'open',
  total_matched: '0.00',
  runners: [runner('11', 'Abahani Limited Dhaka', 2.66, 2.8), runner('12', 'Sheikh Russel KC', 2.66, 2.78), runner('13', 'The Draw', 3.65, 3.85)],
};

export const tomorrowTennis: ExchangeSportsEvent = {
  ...upcomingSoccer,
  MarketId: '9',
  EventId: '5',
  Event: 'Tanvir Hossain v Daniel Okafor',
  Bookmaker: 0,
  sport: 'tennis',
  competition: 'ATP Masters Indian Wells',
  start_time: '2026-11-25T13:30:00Z',
  runners: [runner('21', 'Tanvir Hossain', 1.41, 1.47), runner('22', 'Daniel Okafor', 3.2, 3.35)],
};

export const suspendedCricket: ExchangeSportsEvent = { ...inPlayCricket, EventId: '2', MarketId: '3', market_status: 'suspended' };

export const noPrices: ExchangeSportsEvent = {
  ...upcomingSoccer,
  EventId: '6',
  MarketId: '11',
  Event: 'Liverpool v Newcastle United',
  competition: 'Premier League',
  runners: upcomingSoccer.runners.map((r) => ({ ...r, back: null, lay: null })),
};

export const noMarket: ExchangeSportsEvent = { ...tomorrowTennis, EventId: '7', MarketId: null, market_status: null, runners: [] };

export const longBangla: ExchangeSportsEvent = {
  ...inPlayCricket,
  EventId: '8',
  Event: 'বরিশাল ফরচুন বরিশাল বিভাগীয় ক্রিকেট দল বনাম চট্টগ্রাম চ্যালেঞ্জার্স বিভাগীয় দল',
  competition: 'বঙ্গবন্ধু বাংলাদেশ প্রিমিয়ার লিগ টি-টোয়েন্টি চ্যাম্পিয়নশিপ',
  score_text: 'চট্ট ১৪৫/৭ (১৮.৪)',
  runners: [runner('31', 'ফরচুন বরিশাল', 1.9, 1.96), runner('32', 'চট্টগ্রাম চ্যালেঞ্জার্স', 2.02, 2.1)],
};

export const results: ExchangeResult[] = [
  {
    EventId: '90',
    Event: 'Rangpur Riders v Khulna Tigers',
    sport: 'cricket',
    competition: 'Bangladesh Premier League',
    start_time: '2026-11-24T04:00:00Z',
    status: 'closed',
    score_text: 'KHT 151/8 (20.0) · RR won by 12 runs',
    MarketId: '90',
    market_status: 'settled',
    winner: 'Rangpur Riders',
    settled_at: '2026-11-24T07:10:00Z',
  },
  {
    EventId: '91',
    Event: 'Dhaka Dominators v Chattogram Challengers',
    sport: 'cricket',
    competition: 'Bangladesh Premier League',
    start_time: '2026-11-23T13:00:00Z',
    status: 'closed',
    score_text: 'No result',
    MarketId: '91',
    market_status: 'voided',
    winner: null,
    settled_at: '2026-11-23T16:00:00Z',
  },
  {
    EventId: '92',
    Event: 'Lazio v Inter',
    sport: 'soccer',
    competition: 'Serie A',
    start_time: '2026-11-24T08:00:00Z',
    status: 'finished',
    score_text: '1-2 (FT)',
    MarketId: '92',
    market_status: 'closed',
    winner: null,
    settled_at: null,
  },
];
