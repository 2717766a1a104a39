import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import type { FairRotation } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useGetFairQuery, useRotateSeedMutation, useSetClientSeedMutation, type GamesState } from '@khela/api/games';
import { Button, Modal, useToast } from '@khela/ui';
import { useGameError } from './errors';
import { useGame } from './useGame';
import { verifySeedsUrl } from './links';
import { FieldLabel, Mono, Muted, PlainInput, SheetHeading, SheetLink } from './styles';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

const Row = styled.div`
  display: flex;
  gap: 8px;
  & > :first-child { flex: 1; min-width: 0; }
`;
const Revealed = styled.div`
  margin-top: 16px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The provably fair sheet (phone width): `FairPanel` in a modal. */
export function FairSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('games');
  return (
    <Modal open={open} onClose={onClose} title={t('shell.fair.title')} testId="fair-sheet" maxWidth={480}>
      <FairPanel active={open} />
    </Modal>
  );
}

/**
 * Seeds of provably fair play: the committed server seed hash, the editable client seed, the nonce, rotation. In the
 * fairness sheet at phone width, beside the stage at desktop width; `active` loads the seeds.
 */
export function FairPanel({ active }: { active: boolean }) {
  const { t } = useTranslation('games');
  const { info, ended } = useGame();
  const fair = useSelector((s: GamesState) => s.gameSession.fair);
  useGetFairQuery(undefined, { skip: !active || ended || info.game.code === 'crash', refetchOnMountOrArgChange: true });
  const [setSeed, setting] = useSetClientSeedMutation();
  const [rotate, rotating] = useRotateSeedMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<FairRotation['revealed'] | null>(null);
  const onError = useGameError();
  const toast = useToast();
  const seed = draft ?? fair?.client_seed ?? '';
  const valid = CLIENT_SEED.test(seed);

  if (info.game.code === 'crash') {
    return (
      <>
        <Muted>{t('shell.fair.crashIntro')}</Muted>
        <Muted>
          <SheetLink href={`${import.meta.env.BASE_URL}verify?crash=`} target="_blank" rel="noopener">
            {t('shell.fair.crashLink')}
          </SheetLink>
        </Muted>
      </>
    );
  }

  return (
    <>
      <Muted>{t('shell.fair.intro')}</Muted>
      <FieldLabel>{t('shell.fair.serverHash')}</FieldLabel>
      <Mono data-testid="server-seed-hash">{fair?.server_seed_hash ?? '…'}</Mono>
      <FieldLabel>{t('shell.fair.clientSeed')}</FieldLabel>
      <Row>
        <PlainInput
          value={seed}
          maxLength={64}
          disabled={ended}
          onChange={(e) => setDraft(e.target.value.replace(/[^A-Za-z0-9_-]/g, ''))}
          aria-invalid={!valid}
          data-testid="client-seed"
        />
        <Button
          variant="secondary"
          disabled={ended || !valid || seed === fair?.client_seed}
          loading={setting.isLoading}
          onClick={async () => {
            try {
              await setSeed({ client_seed: seed }).unwrap();
              setDraft(null);
              toast.show(t('shell.fair.saved'), 'success');
            } catch (e) {
              onError(e);
            }
          }}
        >
          {t('shell.fair.save')}
        </Button>
      </Row>
      <FieldLabel>{t('shell.fair.nonce')}</FieldLabel>
      <Mono>{fair?.nonce ?? '…'}</Mono>
      <Muted>{t('shell.fair.rotateHint')}</Muted>
      <Button
        variant="gold"
        block
        disabled={ended}
        loading={rotating.isLoading}
        data-testid="rotate-seed"
        onClick={async () => {
          try {
            const r = await rotate(valid && seed !== fair?.client_seed ? { client_seed: seed } : {}).unwrap();
            setRevealed(r.revealed);
            setDraft(null);
          } catch (e) {
            onError(e);
          }
        }}
      >
        {t('shell.fair.rotate')}
      </Button>
      {revealed && (
        <Revealed data-testid="revealed-seed">
          <SheetHeading>{t('shell.fair.revealedTitle')}</SheetHeading>
          <FieldLabel>{t('shell.fair.serverSeed')}</FieldLabel>
          <Mono>{revealed.server_seed}</Mono>
          <FieldLabel>{t('shell.fair.serverHash')}</FieldLabel>
          <Mono>{revealed.server_seed_hash}</Mono>
          <FieldLabel>{t('shell.fair.clientSeed')}</FieldLabel>
          <Mono>{revealed.client_seed}</Mono>
          <FieldLabel>{t('shell.fair.lastNonce')}</FieldLabel>
          <Mono>{revealed.last_nonce}</Mono>
          <Muted>
            <SheetLink href={verifySeedsUrl(info.game.code, { ...revealed, nonce: revealed.last_nonce })} target="_blank" rel="noopener">
              {t('shell.fair.verifyLink')}
            </SheetLink>
          </Muted>
        </Revealed>
      )}
    </>
  );
}
