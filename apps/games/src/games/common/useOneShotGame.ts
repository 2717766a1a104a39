import { useState } from 'react';
import { useTranslation } from '@khela/i18n';
import { usePlayMutation } from '@khela/api/games';
import { useGame, useGameError, useMoney, useSound } from '../../shell';

/** The opening every one-request game (dice, limbo, keno, plinko, slot) needs: session, money, sound, errors, the play call and the bet amount. */
export function useOneShotGame() {
  const { t } = useTranslation('games');
  const { balance, ended, hold } = useGame();
  const money = useMoney();
  const sound = useSound();
  const onError = useGameError();
  const [play, { isLoading }] = usePlayMutation();
  const [amount, setAmount] = useState('10.00');
  return { t, balance, ended, money, sound, onError, play, isLoading, amount, setAmount, hold };
}
