import { useEffect, useId, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { useBoAudienceSizeMutation, useBoPlayersQuery, useBoRewardSettingsQuery, useBoSendMessageMutation } from '@khela/api/backoffice';
import { INBOX_MESSAGE_MAX, INBOX_TITLE_MAX, MESSAGES, type InboxAudience, type SendInboxRequest } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { ActionDialog, SummaryLines } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { dateTime } from '../../components/format';
import { Btn, CheckLabel, Field, FormGrid, Input, Label, Mono, Muted, Select, Small, Textarea } from '../../components/kit';
import { dhakaInputToIso, nextDhakaHour } from '../exchange/exchangeShared';
import { useDescribeAudience } from './audience';

type Mode = 'player' | 'segment' | 'all';
const CURRENCIES = ['BDT', 'INR', 'PKR'] as const;

export interface PresetPlayer {
  id: number;
  username: string;
}

interface Values {
  mode: Mode;
  player: PresetPlayer | null;
  vip: number[];
  from: string;
  to: string;
  deposited: '' | 'yes' | 'no';
  currency: '' | (typeof CURRENCIES)[number];
  title: string;
  message: string;
  title_bn: string;
  message_bn: string;
  later: boolean;
  send_at: string;
}

const TOO_LONG = 'desk.msg.tooLong';
const PICK_PLAYER = 'desk.msg.pickPlayer';
const FUTURE = 'desk.msg.sendAtInvalid';
const RANGE = 'desk.msg.rangeInvalid';

function audienceOf(v: Values): InboxAudience {
  if (v.mode === 'player' && v.player) return { kind: 'player', player_id: v.player.id };
  if (v.mode === 'all') return { kind: 'all' };
  return {
    kind: 'segment',
    ...(v.vip.length ? { vip_levels: v.vip } : {}),
    ...(v.from ? { registered_from: v.from } : {}),
    ...(v.to ? { registered_to: v.to } : {}),
    ...(v.deposited ? { deposited: v.deposited === 'yes' } : {}),
    ...(v.currency ? { currency: v.currency } : {}),
  };
}

/**
 * Write an inbox message: who it goes to (one player, a segment, everyone), English and Bangla text, now or later.
 * Submitting asks the server how many players the audience holds and confirms before sending.
 * `preset` fixes the audience to one player (the player page's "Send message").
 */
export function ComposeForm({ preset, onSent, formId: givenId }: { preset?: PresetPlayer; onSent?(): void; formId?: string }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const ownId = useId();
  const formId = givenId ?? ownId;
  const describe = useDescribeAudience();
  const levels = useBoRewardSettingsQuery(undefined, { skip: Boolean(preset) }).data?.levels ?? [];
  const levelName = (l: number) => levels.find((x) => x.level === l)?.name ?? String(l);
  const [size, sizeState] = useBoAudienceSizeMutation();
  const [send, sendState] = useBoSendMessageMutation();
  const [confirm, setConfirm] = useState<{ values: Values; count: number } | null>(null);

  const text = (max: number) => yup.string().max(max, TOO_LONG);
  const form = useFormik<Values>({
    initialValues: {
      mode: preset ? 'player' : 'segment',
      player: preset ?? null,
      vip: [],
      from: '',
      to: '',
      deposited: '',
      currency: '',
      title: '',
      message: '',
      title_bn: '',
      message_bn: '',
      later: false,
      send_at: nextDhakaHour(),
    },
    validationSchema: yup.object({
      player: yup.mixed().nullable().test('player', PICK_PLAYER, (p, ctx) => ctx.parent.mode !== 'player' || Boolean(p)),
      to: yup.string().test('range', RANGE, (to, ctx) => !to || !ctx.parent.from || ctx.parent.from <= to),
      title: text(INBOX_TITLE_MAX).trim().required(MESSAGES.fieldRequired),
      message: text(INBOX_MESSAGE_MAX).trim().required(MESSAGES.fieldRequired),
      title_bn: text(INBOX_TITLE_MAX),
      message_bn: text(INBOX_MESSAGE_MAX),
      send_at: yup.string().test('future', FUTURE, (v, ctx) => {
        if (!ctx.parent.later) return true;
        const iso = v ? dhakaInputToIso(v) : null;
        return iso !== null && new Date(iso).getTime() > Date.now();
      }),
    }),
    onSubmit: async (values) => {
      try {
        const res = await size(audienceOf(values)).unwrap();
        setConfirm({ values, count: res.audience_size });
      } catch (e) {
        serverError.show(e);
      }
    },
  });

  const err = (name: keyof Values): string | null => {
    const e = form.errors[name];
    if (!form.touched[name] || typeof e !== 'string') return null;
    return e.startsWith('desk.') ? t(e as 'desk.msg.tooLong', { max: name.startsWith('title') ? INBOX_TITLE_MAX : INBOX_MESSAGE_MAX }) : msg(e);
  };

  const doSend = async () => {
    if (!confirm) return;
    const v = confirm.values;
    const audience = audienceOf(v);
    const sendAt = v.later ? dhakaInputToIso(v.send_at) : null;
    const body: SendInboxRequest = {
      ...(audience.kind === 'player' ? { player_id: audience.player_id } : { audience }),
      title: v.title.trim(),
      message: v.message.trim(),
      title_bn: v.title_bn.trim(),
      message_bn: v.message_bn.trim(),
      ...(sendAt ? { send_at: sendAt } : {}),
    };
    try {
      const res = await send(body).unwrap();
      toast.show(
        res.broadcast.status === 'scheduled'
          ? t('desk.msg.scheduledToast', { time: dateTime(res.broadcast.send_at) })
          : t('desk.msg.sentToast', { count: res.broadcast.recipients || res.audience_size, n: (res.broadcast.recipients || res.audience_size).toLocaleString('en-IN') }),
        'success',
      );
      setConfirm(null);
      form.resetForm({ values: { ...form.initialValues, mode: v.mode, player: preset ?? null, send_at: nextDhakaHour() } });
      onSent?.();
    } catch (e) {
      const fields = serverError.fields(e);
      if (Object.keys(fields).length) {
        setConfirm(null);
        form.setErrors(fields);
      }
      serverError.show(e);
    }
  };

  const v = form.values;
  const counter = (s: string, max: number) => t('desk.msg.counter', { n: s.length, max });

  return (
    <>
      <form id={formId} onSubmit={form.handleSubmit} noValidate data-testid="bo-compose">
        <Columns $single={Boolean(preset)}>
          <div>
            {!preset && (
              <Block>
                <Label as="div">{t('desk.msg.audience')}</Label>
                <Modes role="radiogroup" aria-label={t('desk.msg.audience')}>
                  {(['player', 'segment', 'all'] as const).map((m) => (
                    <CheckLabel key={m}>
                      <input type="radio" name="mode" value={m} checked={v.mode === m} onChange={() => void form.setFieldValue('mode', m)} data-testid={`bo-compose-mode-${m}`} />
                      {t(`desk.msg.aud.${m}`)}
                    </CheckLabel>
                  ))}
                </Modes>
              </Block>
            )}
            {v.mode === 'player' && (
              <PlayerPicker
                value={v.player}
                fixed={Boolean(preset)}
                error={err('player')}
                onChange={(p) => {
                  void form.setFieldValue('player', p);
                  void form.setFieldTouched('player', true, false);
                }}
              />
            )}
            {v.mode === 'segment' && (
              <FormGrid>
                <div className="span-all">
                  <Label as="div">{t('desk.msg.vipLevels')}</Label>
                  <Levels>
                    {levels.map((l) => (
                      <CheckLabel key={l.level}>
                        <input
                          type="checkbox"
                          checked={v.vip.includes(l.level)}
                          onChange={(e) => void form.setFieldValue('vip', e.target.checked ? [...v.vip, l.level] : v.vip.filter((x) => x !== l.level))}
                        />
                        {l.name}
                      </CheckLabel>
                    ))}
                  </Levels>
                  <Small>{t('desk.msg.anyLevel')}</Small>
                </div>
                <Field label={t('desk.msg.registeredFrom')}>
                  {(id) => <Input id={id} type="date" name="from" value={v.from} onChange={form.handleChange} data-testid="bo-compose-from" />}
                </Field>
                <Field label={t('desk.msg.registeredTo')} error={err('to')}>
                  {(id) => <Input id={id} type="date" name="to" value={v.to} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('to'))} data-testid="bo-compose-to" />}
                </Field>
                <Field label={t('nav.deposits')}>
                  {(id) => (
                    <Select id={id} name="deposited" value={v.deposited} onChange={form.handleChange} data-testid="bo-compose-deposited">
                      <option value="">{t('common.all')}</option>
                      <option value="yes">{t('desk.msg.depositedYes')}</option>
                      <option value="no">{t('desk.msg.depositedNo')}</option>
                    </Select>
                  )}
                </Field>
                <Field label={t('common.currency')}>
                  {(id) => (
                    <Select id={id} name="currency" value={v.currency} onChange={form.handleChange} data-testid="bo-compose-currency">
                      <option value="">{t('common.all')}</option>
                      {CURRENCIES.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              </FormGrid>
            )}
            {v.mode === 'all' && <Small>{t('desk.msg.allHint')}</Small>}
            <Block style={{ marginTop: 14 }}>
              <CheckLabel>
                <input type="checkbox" name="later" checked={v.later} onChange={form.handleChange} data-testid="bo-compose-later" />
                {t('desk.msg.sendLater')}
              </CheckLabel>
              {v.later && (
                <Field label={t('desk.msg.sendAt')} error={err('send_at')}>
                  {(id) => (
                    <Input
                      id={id}
                      type="datetime-local"
                      name="send_at"
                      value={v.send_at}
                      onChange={form.handleChange}
                      onBlur={form.handleBlur}
                      $invalid={Boolean(err('send_at'))}
                      style={{ colorScheme: 'dark', maxWidth: 260 }}
                      data-testid="bo-compose-send-at"
                    />
                  )}
                </Field>
              )}
            </Block>
          </div>
          <FormGrid>
            <Field label={t('desk.msg.titleEn')} error={err('title')} hint={counter(v.title, INBOX_TITLE_MAX)}>
              {(id) => <Input id={id} name="title" maxLength={INBOX_TITLE_MAX} value={v.title} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('title'))} data-testid="bo-compose-title" />}
            </Field>
            <Field label={t('desk.msg.titleBn')} error={err('title_bn')} hint={counter(v.title_bn, INBOX_TITLE_MAX)}>
              {(id) => <Input id={id} name="title_bn" lang="bn" maxLength={INBOX_TITLE_MAX} value={v.title_bn} onChange={form.handleChange} onBlur={form.handleBlur} data-testid="bo-compose-title-bn" />}
            </Field>
            <Field label={t('desk.msg.messageEn')} error={err('message')} hint={counter(v.message, INBOX_MESSAGE_MAX)}>
              {(id) => (
                <Textarea id={id} name="message" rows={6} maxLength={INBOX_MESSAGE_MAX} value={v.message} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('message'))} data-testid="bo-compose-message" />
              )}
            </Field>
            <Field label={t('desk.msg.messageBn')} error={err('message_bn')} hint={counter(v.message_bn, INBOX_MESSAGE_MAX)}>
              {(id) => <Textarea id={id} name="message_bn" lang="bn" rows={6} maxLength={INBOX_MESSAGE_MAX} value={v.message_bn} onChange={form.handleChange} onBlur={form.handleBlur} data-testid="bo-compose-message-bn" />}
            </Field>
            <Small className="span-all">{t('desk.msg.bnHint')}</Small>
          </FormGrid>
        </Columns>
        {!givenId && (
          <Actions>
            <Btn $variant="primary" type="submit" disabled={sizeState.isLoading} data-testid="bo-compose-review">
              {t('desk.msg.review')}
            </Btn>
          </Actions>
        )}
      </form>
      <ActionDialog
        open={confirm !== null}
        title={t('desk.msg.confirmTitle')}
        confirmLabel={confirm?.values.later ? t('desk.msg.schedule') : t('desk.msg.sendNow')}
        busy={sendState.isLoading}
        onConfirm={() => void doSend()}
        onClose={() => setConfirm(null)}
        width={520}
      >
        {confirm && (
          <>
            <SummaryLines
              lines={[
                [t('desk.msg.audience'), confirm.values.mode === 'player' && confirm.values.player ? confirm.values.player.username : describe(audienceOf(confirm.values), levelName)],
                [t('desk.msg.titleEn'), confirm.values.title],
                ...(confirm.values.later ? [[t('desk.msg.sendAt'), dateTime(dhakaInputToIso(confirm.values.send_at))] as [string, string]] : []),
              ]}
            />
            <Reach data-testid="bo-compose-reach" $none={confirm.count === 0}>
              {confirm.count === 0 ? t('desk.msg.reachNone') : t('desk.msg.reach', { count: confirm.count, n: confirm.count.toLocaleString('en-IN') })}
            </Reach>
            {confirm.values.later && <Small>{t('desk.msg.reachLater')}</Small>}
          </>
        )}
      </ActionDialog>
    </>
  );
}

/** One player by username or id: type, pick from the players search. */
function PlayerPicker({ value, fixed, error, onChange }: { value: PresetPlayer | null; fixed: boolean; error: string | null; onChange(p: PresetPlayer | null): void }) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(id);
  }, [text]);
  const { data, isFetching } = useBoPlayersQuery({ q, page: 1, per_page: 8 }, { skip: !q || value !== null });

  if (value) {
    return (
      <Block>
        <Label as="div">{t('desk.msg.aud.player')}</Label>
        <Chosen data-testid="bo-compose-player">
          <b>{value.username}</b> <Mono>#{value.id}</Mono>
          {!fixed && (
            <Btn $size="xs" $variant="ghost" onClick={() => onChange(null)}>
              {t('desk.msg.change')}
            </Btn>
          )}
        </Chosen>
      </Block>
    );
  }
  return (
    <Field label={t('desk.msg.aud.player')} error={error}>
      {(id) => (
        <>
          <Input id={id} type="search" placeholder={t('desk.msg.playerSearch')} value={text} onChange={(e) => setText(e.target.value)} $invalid={Boolean(error)} data-testid="bo-compose-player-search" autoComplete="off" />
          {q && (
            <Results aria-busy={isFetching}>
              {data?.data.map((p) => (
                <li key={p.id}>
                  <button type="button" onClick={() => onChange({ id: p.id, username: p.username })} data-testid={`bo-compose-player-${p.id}`}>
                    <b>{p.username}</b> <Mono>#{p.id}</Mono> <Muted>{p.phone}</Muted>
                  </button>
                </li>
              ))}
              {data && data.data.length === 0 && (
                <li>
                  <Muted>{t('players.noMatch', { q })}</Muted>
                </li>
              )}
            </Results>
          )}
        </>
      )}
    </Field>
  );
}

const Columns = styled.div<{ $single: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'minmax(280px, 0.8fr) minmax(0, 1.2fr)')};
  gap: 24px;
  align-items: start;
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 14px;
`;

const Modes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
`;

const Levels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 6px 0 4px;
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 7px;
  background: ${({ theme }) => theme.colors.bg};
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 7px;
  background: ${({ theme }) => theme.colors.bg};
  max-height: 240px;
  overflow: auto;
  li { padding: 2px 0; }
  li > span { display: block; padding: 6px 8px; }
  button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    padding: 6px 8px;
    border: 0;
    border-radius: 5px;
    background: transparent;
    color: inherit;
    text-align: left;
    font-size: 13px;
    &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceAlt}; outline: none; }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 14px;
`;

const Reach = styled.p<{ $none: boolean }>`
  margin: 0 0 8px;
  font-size: 15px;
  font-weight: 700;
  color: ${({ theme, $none }) => ($none ? theme.colors.danger : theme.colors.accent)};
`;
