import { describe, expect, it } from 'vitest';
import { DEPOSIT_RANGE, GAME_MESSAGES, MESSAGES, type TransactionRecord } from '@khela/domain';
import { BALANCE_HIDDEN_KEY, readBalanceHidden } from './useBalance';
import { betRecordQuery, DEFAULT_BET_FILTERS } from './records';
import { depositFailure, depositLinkFor, withdrawLinkFor, withdrawPrecheckRefusal, withdrawSubmitFailure } from './funds';
import { gameRunBody, launchErrorMessage } from './gameLaunch';
import { hasPending, verifiedPhoneList } from './usePlayerFunds';
import { sentCodesKey } from './useVerificationCodes';

describe('game launch', () => {
  it('builds the game-run body: mobile at 768 px or less', () => {
    const game = { code: 'dice', type: 'originals', platform: 'KHELA' };
    expect(gameRunBody(7, game, { origin: 'https://k.example', width: 768, lang: 'bn' })).toEqual({
      userId: 7,
      externalURL: 'https://k.example',
      isMobileLogin: true,
      gameCode: 'dice',
      gameType: 'originals',
      platform: 'KHELA',
      lang: 'bn',
    });
    expect(gameRunBody(7, game, { origin: '', width: 769, lang: 'en' }).isMobileLogin).toBe(false);
  });
  it("says the server's message, 'User not logged in' for a bare 401, else 'An unexpected error occurred'", () => {
    expect(launchErrorMessage({ status: 400, message: 'Game is under maintenance' })).toBe('Game is under maintenance');
    expect(launchErrorMessage({ status: 401, message: null })).toBe(GAME_MESSAGES.notLoggedIn);
    expect(launchErrorMessage({ status: null, message: null })).toBe(GAME_MESSAGES.unexpected);
  });
});

describe('funds refusals', () => {
  it('words a failed deposit call', () => {
    expect(depositFailure({ status: null, message: null }, DEPOSIT_RANGE)).toEqual({ kind: 'message', message: MESSAGES.errorTryAgain });
    expect(depositFailure({ status: 500, message: null }, DEPOSIT_RANGE)).toEqual({ kind: 'message', message: MESSAGES.errorTryAgain });
    expect(depositFailure({ status: 422, message: MESSAGES.depositAmountOutOfRange }, DEPOSIT_RANGE)).toEqual({
      kind: 'outOfRange',
      range: DEPOSIT_RANGE,
    });
    expect(depositFailure({ status: 400, message: MESSAGES.verifyPhoneFirst }, DEPOSIT_RANGE)).toEqual({
      kind: 'message',
      message: MESSAGES.verifyPhoneFirst,
      link: 'profile',
    });
    expect(depositLinkFor('other')).toBeUndefined();
  });
  it("words the withdrawal pre-check's refusal (spec 1 §8)", () => {
    expect(withdrawPrecheckRefusal({ status: null, message: null })).toEqual({ kind: 'message', message: MESSAGES.errorOccurredDot });
    expect(withdrawPrecheckRefusal({ status: 500, message: null })).toEqual({ kind: 'message', message: MESSAGES.unknownError });
    expect(withdrawPrecheckRefusal({ status: 400, message: null })).toEqual({
      kind: 'message',
      message: MESSAGES.completeTurnover,
      link: 'turnover',
    });
    expect(withdrawPrecheckRefusal({ status: 400, message: 'x', error: 'Please set your Date of Birth' })).toEqual({
      kind: 'message',
      message: 'Please set your Date of Birth',
      link: 'profile',
    });
    expect(withdrawLinkFor(MESSAGES.completeTurnover)).toBe('turnover');
    expect(withdrawLinkFor('Something else')).toBeUndefined();
    // Issue 31: the refusal names the turnover left, and leads to the turnover records.
    const left = 'Complete ৳19,810.00 more turnover to withdraw.';
    expect(withdrawPrecheckRefusal({ status: 400, message: left, error: left })).toEqual({ kind: 'message', message: left, link: 'turnover' });
    expect(withdrawSubmitFailure({ status: 400, message: left, error: left })).toEqual({ kind: 'message', message: left, link: 'turnover' });
  });
  it('words a failed withdrawal submission', () => {
    expect(withdrawSubmitFailure({ status: null, message: 'ignored' })).toEqual({ kind: 'message', message: MESSAGES.errorTryAgain });
    expect(withdrawSubmitFailure({ status: 422, message: MESSAGES.verifyPhoneFirst })).toEqual({
      kind: 'message',
      message: MESSAGES.verifyPhoneFirst,
      link: 'profile',
    });
  });
});

describe('player funds', () => {
  const row = (action: TransactionRecord['action'], key: string, number = '017') => ({ action, key, number }) as TransactionRecord;
  it('sees a pending deposit or withdrawal, but not an unpaid e-wallet request', () => {
    expect(hasPending([row('deposit', '0')], 'deposit')).toBe(true);
    expect(hasPending([row('deposit', '0', '')], 'deposit')).toBe(false);
    expect(hasPending([row('withdraw', '0', '')], 'withdraw')).toBe(true);
    expect(hasPending([row('deposit', '1')], 'deposit')).toBe(false);
  });
  it('lists verified phones once, the main one first', () => {
    expect(verifiedPhoneList('8801', ['8802', '8801'])).toEqual(['8801', '8802']);
    expect(verifiedPhoneList(null, ['8802'])).toEqual(['8802']);
  });
});

describe('records, balance, verification', () => {
  it('maps the betting filters to the call', () => {
    expect(betRecordQuery(DEFAULT_BET_FILTERS)).toEqual({ platform: undefined, game_type: undefined, date: 0, settled: 1 });
    expect(betRecordQuery({ platform: 'KHELA', gameType: '', date: '7' }, 0)).toEqual({
      platform: 'KHELA',
      game_type: undefined,
      date: 7,
      settled: 0,
    });
  });
  it('reads a remembered hide/show', () => {
    expect(readBalanceHidden({ getItem: () => '1' }, BALANCE_HIDDEN_KEY)).toBe(true);
    expect(readBalanceHidden({ getItem: () => null }, BALANCE_HIDDEN_KEY)).toBe(false);
    expect(
      readBalanceHidden(
        {
          getItem: () => {
            throw new Error('private mode');
          },
        },
        BALANCE_HIDDEN_KEY,
      ),
    ).toBe(false);
    expect(readBalanceHidden(null, BALANCE_HIDDEN_KEY)).toBe(false);
  });
  it('keeps sent codes per player', () => {
    expect(sentCodesKey(7)).toBe('profileCodes:7');
    expect(sentCodesKey(null)).toBe('profileCodes:0');
  });
});
